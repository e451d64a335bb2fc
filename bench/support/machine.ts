// The machine a run measured: what the README's table names beside the figures.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { availableParallelism, cpus, totalmem } from 'node:os';
import { chromiumPath } from '../../e2e/support/chromium';

export interface MachineInfo {
  cpu: string;
  cores: number;
  memoryGiB: number;
  node: string;
  chromium: string;
  os: string;
}

function cpuModel(): string {
  try {
    const match = /^model name\s*:\s*(.+)$/m.exec(readFileSync('/proc/cpuinfo', 'utf8'));
    if (match?.[1]) return match[1].trim();
  } catch {
    // Not Linux: fall back to what Node knows.
  }
  return cpus()[0]?.model ?? 'unknown';
}

function chromiumVersion(): string {
  const path = chromiumPath();
  if (!path) return 'not found';
  try {
    return execFileSync(path, ['--version'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return path;
  }
}

function osName(): string {
  try {
    const match = /^PRETTY_NAME="?([^"\n]+)"?$/m.exec(readFileSync('/etc/os-release', 'utf8'));
    if (match?.[1]) return match[1];
  } catch {
    // Not Linux.
  }
  return process.platform;
}

export function describeMachine(): MachineInfo {
  return {
    cpu: cpuModel(),
    cores: availableParallelism(),
    memoryGiB: Math.round((totalmem() / 2 ** 30) * 10) / 10,
    node: process.version,
    chromium: chromiumVersion(),
    os: osName(),
  };
}

export function formatMachine(m: MachineInfo): string {
  return `${m.cpu}, ${m.cores} cores (nproc), ${m.memoryGiB} GiB RAM, ${m.os}; Node ${m.node}; ${m.chromium}`;
}
