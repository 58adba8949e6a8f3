import { createHash } from 'node:crypto';

/** JSON with object keys sorted at every depth, so equal bodies hash equal whatever their key order. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, v]) => v !== undefined)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([k, v]) => [k, canonical(v)]),
    );
  }
  return value;
}

/**
 * The fingerprint stored with an idempotency key (HOUSE-STYLE 25, formance's log_process): a
 * retry with the same body matches it, another body under the same key does not.
 */
export function requestHash(operation: string, body: unknown): string {
  return createHash('sha256')
    .update(JSON.stringify({ operation, body: canonical(body) }))
    .digest('hex');
}
