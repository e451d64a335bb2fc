// `npm test`: everything CI runs — typecheck, lint, unit tests (Vitest), end-to-end tests
// (Playwright in Debian's Chromium) and a 60-second chaos soak (bench/soak) — ending with one line
// `tests: N passed, N failed[, N skipped]`. The typecheck, the lint and the catalogue check each count as one test, and
// so does each check the soak prints.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureDependencies } from './ensure-deps.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];

function run(command, args, env = {}) {
  process.stdout.write(`\n$ ${command} ${args.join(' ')}\n`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status ?? 1;
}

function check(name, command, args) {
  if (run(command, args) === 0) totals.passed += 1;
  else {
    totals.failed += 1;
    failures.push(name);
  }
}

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return undefined;
  }
}

function unitTests(scratch) {
  const report = join(scratch, 'vitest.json');
  const status = run('npx', [
    'vitest',
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile=${report}`,
  ]);
  const json = readJson(report);
  if (!json) {
    totals.failed += 1;
    failures.push('unit tests (no report)');
    return;
  }
  totals.passed += json.numPassedTests;
  totals.failed += json.numFailedTests;
  totals.skipped += json.numPendingTests + json.numTodoTests;
  if (json.numFailedTests > 0 || (status !== 0 && json.numFailedTests === 0)) {
    if (json.numFailedTests === 0) totals.failed += 1;
    failures.push('unit tests');
  }
}

function hasE2eSpecs() {
  const dir = join(root, 'e2e');
  if (!existsSync(dir)) return false;
  return readdirSync(dir, { recursive: true }).some((file) => String(file).endsWith('.spec.ts'));
}

/** Debian's Chromium (installed when we can); without it the step counts as one failure. */
async function chromiumOrFail(step) {
  const { ensureChromium } = await import('./ensure-chromium.mjs');
  try {
    return ensureChromium();
  } catch (error) {
    process.stderr.write(`${error.message}\n`);
    totals.failed += 1;
    failures.push(`${step} (no Chromium)`);
    return undefined;
  }
}

async function e2eTests(scratch) {
  if (!hasE2eSpecs()) return;
  const chromium = await chromiumOrFail('e2e tests');
  if (!chromium) return;
  const report = join(scratch, 'playwright.json');
  const status = run('npx', ['playwright', 'test', '--reporter=list,json'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: report,
    THREADLINE_CHROMIUM: chromium,
  });
  const stats = readJson(report)?.stats;
  if (!stats) {
    totals.failed += 1;
    failures.push('e2e tests (no report)');
    return;
  }
  totals.passed += stats.expected + stats.flaky;
  totals.failed += stats.unexpected;
  totals.skipped += stats.skipped;
  if (stats.unexpected > 0 || status !== 0) failures.push('e2e tests');
  if (status !== 0 && stats.unexpected === 0) totals.failed += 1;
}

// A fixed seed keeps CI's soak reproducible (timing still varies); `npm run soak` picks a new one.
const SOAK_SEED = process.env.THREADLINE_SOAK_SEED ?? '2';

async function soakTests(scratch) {
  const chromium = await chromiumOrFail('soak');
  if (!chromium) return;
  const report = join(scratch, 'soak.json');
  const status = run(
    process.execPath,
    ['--import', 'tsx', 'bench/soak/main.ts', '--seconds', '60', '--seed', SOAK_SEED, '--json', report],
    {
      THREADLINE_CHROMIUM: chromium,
    },
  );
  const checks = readJson(report)?.checks;
  if (!Array.isArray(checks) || checks.length === 0) {
    totals.failed += 1;
    failures.push('soak (no report)');
    return;
  }
  const failed = checks.filter((check) => !check.ok).length;
  totals.passed += checks.length - failed;
  totals.failed += failed;
  if (failed > 0 || status !== 0) failures.push('soak');
  if (status !== 0 && failed === 0) totals.failed += 1;
}

ensureDependencies();
const scratch = mkdtempSync(join(tmpdir(), 'threadline-test-'));
try {
  check('typecheck', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']);
  check('lint', 'npx', ['eslint', '.']);
  check('catalogues', 'node', ['scripts/i18n.mjs', '--check']);
  unitTests(scratch);
  await e2eTests(scratch);
  await soakTests(scratch);
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
if (failures.length > 0) process.stdout.write(`\nFailed: ${failures.join(', ')}\n`);
const skipped = totals.skipped > 0 ? `, ${totals.skipped} skipped` : '';
process.stdout.write(`tests: ${totals.passed} passed, ${totals.failed} failed${skipped}\n`);
process.exit(totals.failed > 0 ? 1 : 0);
