// `npm run i18n`: extracts the English catalogue (shared/i18n/messages/en.json) from the
// defaultMessages in the code and generates the pseudo-locale en-XB from it, both with the FormatJS
// CLI. `node scripts/i18n.mjs --check` (part of `npm test`) changes nothing and fails when either
// file is stale, or when a translated catalogue (de.json, es.json) misses a key, has one the code no
// longer uses, or differs from English in its arguments, plurals or tags (`formatjs verify`).
// Strings written outside the catalogue are caught by the lint (eslint.config.js, formatjs rules).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const formatjs = join(root, 'node_modules', '.bin', 'formatjs');
export const MESSAGES_DIR = join(root, 'shared', 'i18n', 'messages');
const SOURCES = ['renderer/src/**/*.{ts,tsx}', 'shared/**/*.ts', 'electron/**/*.ts'];
const TRANSLATED = ['de', 'es'];

function formatjsRun(args) {
  const result = spawnSync(formatjs, args, { cwd: root, encoding: 'utf8' });
  return { ok: result.status === 0, output: `${result.stdout ?? ''}${result.stderr ?? ''}`.trim() };
}

function mustRun(args) {
  const result = formatjsRun(args);
  if (!result.ok) throw new Error(`formatjs ${args[0]} failed:\n${result.output}`);
}

/** Writes the English catalogue and the pseudo-locale into `dir`. */
export function generate(dir, sources = SOURCES) {
  const english = join(dir, 'en.json');
  mustRun([
    'extract',
    ...sources,
    '--ignore',
    '**/*.d.ts',
    '--format',
    'simple',
    '--throws',
    '--out-file',
    english,
  ]);
  const pseudo = join(dir, 'en-XB.json');
  mustRun([
    'compile',
    english,
    '--format',
    'simple',
    '--ast',
    '--pseudo-locale',
    'en-XB',
    '--out-file',
    pseudo,
  ]);
  // One line: a generated file nobody reads, a fifth of the size pretty-printed.
  writeFileSync(pseudo, `${JSON.stringify(JSON.parse(readFileSync(pseudo, 'utf8')))}\n`);
}

/** Sorts a translated catalogue by id, so additions from different branches merge line by line. */
function sortCatalogue(file) {
  const messages = JSON.parse(readFileSync(file, 'utf8'));
  const sorted = Object.fromEntries(
    Object.keys(messages)
      .sort()
      .map((id) => [id, messages[id]]),
  );
  writeFileSync(file, `${JSON.stringify(sorted, null, 2)}\n`);
}

/** What is wrong with the catalogues in `dir` for the code in `sources`; empty when all is well. */
export function checkCatalogues(dir = MESSAGES_DIR, sources = SOURCES, translated = TRANSLATED) {
  const problems = [];
  const scratch = mkdtempSync(join(tmpdir(), 'threadline-i18n-'));
  try {
    generate(scratch, sources);
    for (const file of ['en.json', 'en-XB.json']) {
      const fresh = readFileSync(join(scratch, file), 'utf8');
      let committed = '';
      try {
        committed = readFileSync(join(dir, file), 'utf8');
      } catch {
        // Missing counts as stale.
      }
      if (JSON.stringify(JSON.parse(fresh)) !== JSON.stringify(JSON.parse(committed || '{}'))) {
        problems.push(`${file} is not what the code says: run \`npm run i18n\` and commit the result`);
      }
    }
    const files = [join(scratch, 'en.json'), ...translated.map((locale) => join(dir, `${locale}.json`))];
    const verify = formatjsRun([
      'verify',
      '--source-locale',
      'en',
      '--missing-keys',
      '--extra-keys',
      '--structural-equality',
      ...files,
    ]);
    if (!verify.ok) problems.push(verify.output);
  } catch (error) {
    problems.push(error instanceof Error ? error.message : String(error));
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
  return problems;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (process.argv.includes('--check')) {
    const problems = checkCatalogues();
    for (const problem of problems) process.stderr.write(`${problem}\n`);
    const locales = readdirSync(MESSAGES_DIR).filter((file) => file.endsWith('.json')).length;
    if (problems.length > 0) process.exit(1);
    process.stdout.write(`catalogues: ${locales} files, all in step with the code\n`);
  } else {
    generate(MESSAGES_DIR);
    for (const locale of TRANSLATED) sortCatalogue(join(MESSAGES_DIR, `${locale}.json`));
    process.stdout.write(`wrote ${join('shared', 'i18n', 'messages', 'en.json')} and en-XB.json\n`);
  }
}
