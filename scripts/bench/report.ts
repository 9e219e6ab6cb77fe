import { writeFile } from 'node:fs/promises';

/** A figure checked against its goal; `pass` is null when it could not be measured. */
export interface Target {
  name: string;
  measured: string;
  goal: string;
  pass: boolean | null;
  note?: string;
}

export function target(
  name: string,
  measured: string,
  goal: string,
  pass: boolean | null,
  note?: string,
): Target {
  return { name, measured, goal, pass, ...(note ? { note } : {}) };
}

/** Fixed decimals for a table cell; '-' for a figure that was not measured. */
export function fmt(value: number | undefined, decimals = 1): string {
  return value === undefined || Number.isNaN(value) ? '-' : value.toFixed(decimals);
}

export function printTable(
  title: string,
  header: readonly string[],
  rows: readonly string[][],
): void {
  const widths = header.map((cell, col) =>
    Math.max(cell.length, ...rows.map((row) => row[col]?.length ?? 0)),
  );
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, col) => (col === 0 ? cell.padEnd(widths[col]) : cell.padStart(widths[col])))
      .join('  ');
  console.log(`\n${title}\n${line(header)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}`);
  for (const row of rows) console.log(line(row));
}

export function printTargets(targets: readonly Target[]): void {
  printTable(
    'Targets',
    ['target', 'measured', 'goal', 'result'],
    targets.map((t) => [
      t.name,
      t.measured,
      t.goal,
      t.pass === null ? 'n/a' : t.pass ? 'PASS' : 'FAIL',
    ]),
  );
  for (const t of targets.filter((t) => t.note)) console.log(`  ${t.name}: ${t.note}`);
}

export async function writeResults(file: string, results: unknown): Promise<void> {
  await writeFile(file, `${JSON.stringify(results, null, 2)}\n`);
  console.log(`\nResults written to ${file}`);
}
