import type { Payment } from '../../../shared/contracts/payments';

/** One CSV field, quoted when it must be (RFC 4180), with formula starts defused for spreadsheets. */
function field(value: string): string {
  const safe = /^[=+\-@]/.test(value) ? `'${value}` : value;
  return /[",\n\r]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/**
 * The transactions as CSV: amounts in hryvnias with a point (a machine format, whatever the
 * interface language), statuses as the spec names them, headers in the user's language.
 */
export function paymentsCsv(rows: Payment[], headers: [string, string, string, string, string, string]): string {
  const lines = [headers.map(field).join(',')];
  for (const p of rows) {
    lines.push(
      [p.createdAt, p.purpose, (p.amountMinor / 100).toFixed(2), p.currency, p.status, p.transactionStatus]
        .map(field)
        .join(','),
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
