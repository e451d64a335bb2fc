// A fresh profile directory per test under the OS temp dir, removed afterwards.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export async function withTempDir(): Promise<{ root: string; profile: string; cleanup(): Promise<void> }> {
  const root = await mkdtemp(join(tmpdir(), 'threadline-vault-'));
  return { root, profile: join(root, 'profile'), cleanup: () => rm(root, { recursive: true, force: true }) };
}
