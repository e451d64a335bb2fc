// The mobile_flow_otp codec both ends share: the vectors are zulip/zulip's own (MobileAuthOTPTest),
// so the app reads exactly what a real server writes.
import { describe, expect, it } from 'vitest';
import { decryptApiKey, encryptApiKey, isValidOtp, otpFromBytes, xorHex } from '../../shared/mobile-flow-otp';

const SERVER_KEY = '12ac'.repeat(8);
const SERVER_OTP = '7be38894'.repeat(8);
const SERVER_ENCRYPTED = '4ad1e9f7'.repeat(8);

describe('mobile_flow_otp', () => {
  it("matches zulip/zulip's known vector both ways", () => {
    expect(encryptApiKey(SERVER_KEY, SERVER_OTP)).toBe(SERVER_ENCRYPTED);
    expect(decryptApiKey(SERVER_ENCRYPTED, SERVER_OTP)).toBe(SERVER_KEY);
    expect(xorHex('1237c81ab', '18989fd12')).toBe('0aaf57cb9');
  });

  it('reads upper-case hex as the same value', () => {
    expect(decryptApiKey(SERVER_ENCRYPTED.toUpperCase(), SERVER_OTP.toUpperCase())).toBe(SERVER_KEY);
  });

  it('makes a pad of 64 lowercase hex digits from exactly 32 bytes', () => {
    const bytes = Uint8Array.from({ length: 32 }, (_, i) => (i * 37 + 5) % 256);
    const pad = otpFromBytes(bytes);
    expect(pad).toMatch(/^[0-9a-f]{64}$/);
    expect(pad.slice(0, 6)).toBe('052a4f');
    expect(pad.slice(-2)).toBe(((31 * 37 + 5) % 256).toString(16).padStart(2, '0'));
    expect(() => otpFromBytes(new Uint8Array(31))).toThrow(RangeError);
    expect(() => otpFromBytes(new Uint8Array(33))).toThrow(RangeError);
  });

  it("accepts as a pad only what the server's is_valid_otp does", () => {
    expect(isValidOtp('1234')).toBe(false);
    expect(isValidOtp('1234abcd'.repeat(8))).toBe(true);
    expect(isValidOtp('1234ABCD'.repeat(8))).toBe(true);
    expect(isValidOtp('1234abcZ'.repeat(8))).toBe(false);
    expect(isValidOtp(`${'1234abcd'.repeat(8)}0`)).toBe(false);
  });

  it('refuses values of the wrong length or not hex', () => {
    expect(() => xorHex('1', '31')).toThrow(RangeError);
    expect(() => xorHex('zz', '31')).toThrow(RangeError);
    expect(() => decryptApiKey(SERVER_ENCRYPTED.slice(2), SERVER_OTP)).toThrow(RangeError);
    expect(() => decryptApiKey(`${SERVER_ENCRYPTED}00`, SERVER_OTP)).toThrow(RangeError);
    expect(() => decryptApiKey(SERVER_ENCRYPTED, SERVER_OTP.slice(1))).toThrow(RangeError);
    expect(() => decryptApiKey(`${SERVER_ENCRYPTED.slice(1)}g`, SERVER_OTP)).toThrow(RangeError);
    expect(() => decryptApiKey(SERVER_ENCRYPTED, `${SERVER_OTP.slice(1)} `)).toThrow(RangeError);
    expect(() => encryptApiKey('short', SERVER_OTP)).toThrow(RangeError);
    expect(() => encryptApiKey(`${'a'.repeat(31)}-`, SERVER_OTP)).toThrow(RangeError);
    expect(() => encryptApiKey(SERVER_KEY, 'abc')).toThrow(RangeError);
  });

  it('answers undefined when another pad turns the value into something that is not an API key', () => {
    const otherPad = '00ff'.repeat(16);
    expect(decryptApiKey(SERVER_ENCRYPTED, otherPad)).toBeUndefined();
    // XOR with a pad of zeros leaves the key's hex as it is: '12ac' → '31326163'.
    expect(decryptApiKey('31326163'.repeat(8), '0'.repeat(64))).toBe(SERVER_KEY);
    // Control characters, spaces or bytes past ASCII are not a key either.
    expect(decryptApiKey('20'.repeat(32), '0'.repeat(64))).toBeUndefined();
    expect(decryptApiKey('ff'.repeat(32), '0'.repeat(64))).toBeUndefined();
  });

  it('round-trips random keys through random pads', () => {
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
    for (let round = 0; round < 50; round++) {
      const key = Array.from(
        { length: 32 },
        () => alphabet[Math.floor(Math.random() * alphabet.length)],
      ).join('');
      const pad = otpFromBytes(Uint8Array.from({ length: 32 }, () => Math.floor(Math.random() * 256)));
      expect(decryptApiKey(encryptApiKey(key, pad), pad)).toBe(key);
    }
  });
});
