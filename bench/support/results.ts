// Figures as the bench reports them: each with its unit, its target when it has one, and a note
// saying what exactly was measured (or why it was not). Printed as a table and saved as JSON.

export type Unit = 'ms' | 'MB' | 'KB' | 'events/s' | '×' | 'events' | 'tasks';

export interface Target {
  op: '<=' | '>=';
  value: number;
}

export interface Figure {
  id: string;
  label: string;
  /** null: not measured (the note says why). */
  value: number | null;
  unit: Unit;
  target?: Target;
  note?: string;
}

export function figure(
  id: string,
  label: string,
  value: number | null,
  unit: Unit,
  extra: { target?: Target; note?: string } = {},
): Figure {
  return { id, label, value: value !== null && Number.isFinite(value) ? value : null, unit, ...extra };
}

export function notMeasured(id: string, label: string, unit: Unit, why: string, target?: Target): Figure {
  return { id, label, value: null, unit, note: `not measured: ${why}`, ...(target ? { target } : {}) };
}

/** true/false against the target; undefined without a target or a value. */
export function meetsTarget(f: Figure): boolean | undefined {
  if (!f.target || f.value === null) return undefined;
  return f.target.op === '<=' ? f.value <= f.target.value : f.value >= f.target.value;
}

export function formatValue(value: number | null, unit: Unit): string {
  if (value === null) return '—';
  const digits = Math.abs(value) >= 100 || unit === 'events' || unit === 'tasks' ? 0 : 1;
  const text = value.toLocaleString('en-US', {
    maximumFractionDigits: unit === '×' ? 2 : digits,
    minimumFractionDigits: unit === '×' ? 2 : 0,
  });
  return unit === '×' ? `${text}×` : `${text} ${unit}`;
}

function formatTarget(f: Figure): string {
  if (!f.target) return '';
  return `${f.target.op === '<=' ? '≤' : '≥'} ${formatValue(f.target.value, f.unit)}`;
}

/** A Markdown table (it reads fine in a terminal too). */
export function formatTable(figures: readonly Figure[]): string {
  const rows = figures.map((f) => {
    const met = meetsTarget(f);
    return [
      f.label,
      formatValue(f.value, f.unit),
      formatTarget(f),
      met === undefined ? '' : met ? 'yes' : 'NO',
      f.note ?? '',
    ];
  });
  const header = ['Figure', 'Value', 'Target', 'Met', 'Note'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => (row[i] as string).length)));
  const line = (cells: string[]) =>
    `| ${cells.map((cell, i) => cell.padEnd(widths[i] as number)).join(' | ')} |`;
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}
