/** Small statistics and formatting for the benchmark's report. */

export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  // Nearest rank: p95 of 20 runs is the 19th value, not an interpolation between runs.
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil((p / 100) * sorted.length)));
  return sorted[rank - 1];
}

export const median = (values: readonly number[]) => {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

export const ms = (value: number) =>
  value >= 100 ? value.toFixed(0) : value >= 10 ? value.toFixed(1) : value.toFixed(2);
export const mb = (bytes: number) => (bytes / (1024 * 1024)).toFixed(0);
export const thousands = (value: number) => Math.round(value).toLocaleString('en');

/** A plain-text table: the first row is the header; columns are left-aligned except the numeric ones. */
export function table(rows: string[][]): string {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => (r[i] ?? '').length)));
  const numeric = rows[0].map((_, i) => rows.slice(1).every((r) => /^[-+0-9.,×%() MBs]*$/.test(r[i] ?? '')));
  const line = (r: string[]) =>
    r.map((cell, i) => (numeric[i] && i > 0 ? cell.padStart(widths[i]) : cell.padEnd(widths[i]))).join('  ');
  return [line(rows[0]), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.slice(1).map(line)].join('\n');
}
