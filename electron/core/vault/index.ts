export { createFileKeyCipher, FILE_KEY_CIPHER_KIND } from './file-key-cipher';
export { describeKeyFile, describeSafeStorage, type KeyStorageReport } from './key-storage';
export {
  ensurePrivateDir,
  PRIVATE_DIR_MODE,
  PRIVATE_FILE_MODE,
  writePrivateFileAtomic,
} from './private-files';
export {
  createSealedKeyCipher,
  SEALED_KEY_CIPHER_KIND,
  SEALED_KEY_FILE_NAME,
  type KeySealer,
} from './sealed-key-cipher';
export type { Account, Cipher, NewAccount } from './types';
export {
  createVault,
  VAULT_FILE_NAME,
  VaultCorruptError,
  VaultKeyError,
  type AccountVault,
  type VaultOptions,
} from './vault';
