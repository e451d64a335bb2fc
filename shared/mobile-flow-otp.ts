// Zulip's `mobile_flow_otp` protocol, the way official apps sign in through the browser: the app
// makes a one-time pad of 32 random bytes, written as 64 hex digits, and opens the server's login
// page with it; when the person has signed in there, the server redirects to `zulip://login?…` with
// `otp_encrypted_api_key`: the API key's ASCII bytes written as hex, XOR the pad digit by digit
// (zulip/zulip `otp_encrypt_api_key` / `otp_decrypt_api_key`). Only who holds the pad can read it.
//
// Shared because both ends speak it: main decodes (electron/core/sign-in) and the reference server's
// test identity provider encodes (server/sign-in). Pure string work, no Node or DOM.

/** Zulip API keys are 32 characters (UserProfile.API_KEY_LENGTH), so the pad is 32 bytes too. */
export const API_KEY_LENGTH = 32;
export const OTP_HEX_LENGTH = API_KEY_LENGTH * 2;

const OTP_FORMAT = /^[0-9a-f]{64}$/i;
/** What a server accepts as an API key at all (zulip/zulip `has_api_key_format`). */
const API_KEY_FORMAT = /^[A-Za-z0-9]{32}$/;

/** 64 hex digits, either case: what servers accept as `mobile_flow_otp` (`is_valid_otp`). */
export function isValidOtp(text: string): boolean {
  return OTP_FORMAT.test(text);
}

/** The pad for 32 random bytes, as 64 lowercase hex digits. */
export function otpFromBytes(bytes: Uint8Array): string {
  if (bytes.length !== API_KEY_LENGTH)
    throw new RangeError(`A one-time pad is ${API_KEY_LENGTH} bytes, not ${bytes.length}`);
  let hex = '';
  for (const byte of bytes) hex += byte.toString(16).padStart(2, '0');
  return hex;
}

/** Digit-by-digit XOR of two hex strings of one length; lowercase. */
export function xorHex(a: string, b: string): string {
  if (a.length !== b.length) throw new RangeError('Hex strings of different lengths cannot be combined');
  let out = '';
  for (let i = 0; i < a.length; i++) out += (hexDigit(a, i) ^ hexDigit(b, i)).toString(16);
  return out;
}

/** The server's side: the key's ASCII as hex, XOR the pad. */
export function encryptApiKey(apiKey: string, otp: string): string {
  if (!API_KEY_FORMAT.test(apiKey)) throw new RangeError('Not an API key of 32 letters and digits');
  if (!isValidOtp(otp)) throw new RangeError(`A one-time pad is ${OTP_HEX_LENGTH} hex digits`);
  let hex = '';
  for (const char of apiKey) hex += char.charCodeAt(0).toString(16).padStart(2, '0');
  return xorHex(hex, otp.toLowerCase());
}

/**
 * The app's side: the API key, or undefined when the result is not one (the value was made with
 * another pad, or damaged on the way). Throws RangeError for values of the wrong length or not hex.
 */
export function decryptApiKey(encrypted: string, otp: string): string | undefined {
  if (!isValidOtp(otp)) throw new RangeError(`A one-time pad is ${OTP_HEX_LENGTH} hex digits`);
  if (!isValidOtp(encrypted)) throw new RangeError(`An encrypted API key is ${OTP_HEX_LENGTH} hex digits`);
  const hex = xorHex(encrypted.toLowerCase(), otp.toLowerCase());
  let key = '';
  for (let i = 0; i < hex.length; i += 2) key += String.fromCharCode(parseInt(hex.slice(i, i + 2), 16));
  return API_KEY_FORMAT.test(key) ? key : undefined;
}

function hexDigit(text: string, index: number): number {
  const value = parseInt(text.charAt(index), 16);
  if (Number.isNaN(value)) throw new RangeError('Not a hex string');
  return value;
}
