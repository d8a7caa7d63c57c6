// How the benchmarks write their figures: a median with its range, and a table of plain columns.

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** 'median (min–max)' of `values`, each written by `write`. */
export function spreadOf(values: number[], write: (value: number) => string): string {
  return `${write(median(values))} (${write(Math.min(...values))}–${write(Math.max(...values))})`;
}

/** Prints `title`, then `header` and `rows` as columns as wide as their widest cell. */
export function printTable(title: string, header: string[], rows: string[][]): void {
  const widths = header.map((cell, column) =>
    Math.max(cell.length, ...rows.map((row) => row[column]!.length)),
  );
  const line = (cells: string[]) => cells.map((cell, column) => cell.padEnd(widths[column]!)).join('  ');
  console.log(`\n${title}`);
  console.log(line(header));
  for (const row of rows) console.log(line(row));
}
