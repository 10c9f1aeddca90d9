// The one result table: figure | value | budget | result, as a Markdown table (pastes into
// bench/README.md).

export type Verdict = 'pass' | 'fail' | '—';

export interface Row {
  figure: string;
  value: string;
  budget: string;
  result: Verdict;
}

/** A row checked against a budget: pass when `measured <= limit`. */
export function budgetRow(
  figure: string,
  value: string,
  budget: string,
  measured: number,
  limit: number,
): Row {
  return { figure, value, budget, result: measured <= limit ? 'pass' : 'fail' };
}

/** A figure reported without a budget. */
export const infoRow = (figure: string, value: string): Row => ({
  figure,
  value,
  budget: '—',
  result: '—',
});

export function renderTable(rows: readonly Row[]): string {
  const header: Row = { figure: 'figure', value: 'value', budget: 'budget', result: '—' };
  const cells = (row: Row, result: string) => [row.figure, row.value, row.budget, result];
  const lines = [cells(header, 'pass/fail'), ...rows.map((row) => cells(row, row.result))];
  const widths = [0, 1, 2, 3].map((column) =>
    Math.max(...lines.map((line) => line[column].length)),
  );
  const format = (line: string[]) =>
    `| ${line.map((cell, column) => cell.padEnd(widths[column])).join(' | ')} |`;
  const rule = `|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`;
  return [format(lines[0]), rule, ...lines.slice(1).map(format)].join('\n');
}

export const allPass = (rows: readonly Row[]) => rows.every((row) => row.result !== 'fail');
