// The account vault's data: who is signed in where. API keys are never part of an Account; they stay
// encrypted in the vault file and are decrypted only inside main, on demand.
import { z } from 'zod';

export interface Account {
  id: string;
  realmUrl: string;
  email: string;
  userId: number;
  realmName: string;
  realmIconUrl?: string;
  /** Epoch ms of the first sign-in. */
  addedAt: number;
}

/** What a sign-in provides; the vault assigns id and addedAt. */
export type NewAccount = Omit<Account, 'id' | 'addedAt'>;

/**
 * Encrypts API keys at rest: AES-256-GCM under a data key that a file (browser mode) or the system
 * keychain (the app) protects. `binding` (key-binding.ts) is authenticated with the key: decrypting with
 * any other binding throws, so a key is only ever used for the account it was saved for. Both methods
 * throw with a clear reason when the data key cannot be had (damaged key file, locked keychain).
 */
export interface Cipher {
  /** Recorded with each key, so a key encrypted by another cipher is recognised rather than garbled. */
  readonly kind: string;
  encrypt(plain: string, binding: Uint8Array): Buffer;
  decrypt(stored: Buffer, binding: Uint8Array): string;
}

const storedKey = z.object({
  cipher: z.string(),
  /** Always base64 (the cipher's bytes); recorded so that another encoding is never misread. */
  encoding: z.literal('base64'),
  value: z.string(),
});

export const storedAccount = z.object({
  id: z.string().min(1),
  realmUrl: z.string(),
  email: z.string(),
  userId: z.number(),
  realmName: z.string(),
  realmIconUrl: z.string().optional(),
  addedAt: z.number(),
  key: storedKey,
});
export type StoredAccount = z.infer<typeof storedAccount>;

export const vaultFile = z.object({
  version: z.literal(1),
  activeId: z.string().nullable(),
  accounts: z.array(storedAccount),
});
export type VaultFile = z.infer<typeof vaultFile>;

export const emptyVault = (): VaultFile => ({ version: 1, activeId: null, accounts: [] });
