import type { TransactionItem } from '../../../shared/contracts/ledger';

/**
 * One CSV field, quoted when it must be (RFC 4180). Free text has formula starts defused for
 * spreadsheets; numbers are written as they are (a negative amount starts with "-").
 */
function field(value: string, freeText = false): string {
  const safe = freeText && /^[=+\-@]/.test(value) ? `'${value}` : value;
  return /[",\n\r]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export type CsvHeaders = [string, string, string, string, string, string, string];

/**
 * The transactions as CSV: signed amounts in hryvnias with a point (a machine format, whatever
 * the interface language), statuses and types as the spec names them, headers in the user's
 * language.
 */
export function transactionsCsv(rows: TransactionItem[], headers: CsvHeaders): string {
  const lines = [headers.map((h) => field(h, true)).join(',')];
  for (const r of rows) {
    const signed = (r.direction === 'OUTGOING' ? -r.amountMinor : r.amountMinor) / 100;
    lines.push(
      [
        field(r.createdAt),
        field(r.purpose),
        field(r.method),
        field(signed.toFixed(2)),
        field(r.currency),
        field(r.status),
        field(r.reason, true),
      ].join(','),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}

export function downloadCsv(fileName: string, csv: string) {
  // A byte-order mark so spreadsheet programs read the Ukrainian headers as UTF-8.
  const url = URL.createObjectURL(new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}
