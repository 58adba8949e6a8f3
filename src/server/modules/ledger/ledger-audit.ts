import { sql } from 'kysely';
import type { Database } from '../../db/database';
import type { LedgerAudit } from './ledger.types';

/**
 * Reads the ledger's invariants over everything posted (for the reliability test, the bench
 * and the admin view): every entry sums to 0, so all lines sum to 0; every cached balance equals the
 * sum of its lines; the HELD accounts hold exactly the AUTHORIZED holds. Idempotency keys are
 * unique by constraint.
 */
export async function auditLedger(db: Database): Promise<LedgerAudit> {
  const [entries, unbalanced, total, mismatches, held] = await Promise.all([
    sql<{ n: string }>`select count(*) as n from ledger_entries`.execute(db),
    sql<{ entry_id: string }>`
      select e.id as entry_id from ledger_entries e left join ledger_lines l on l.entry_id = e.id
       group by e.id having coalesce(sum(l.amount_minor), 0) <> 0 or count(l.entry_id) < 2`.execute(db),
    sql<{ total: string | null }>`select sum(amount_minor) as total from ledger_lines`.execute(db),
    sql<{ id: string; cached: string; derived: string }>`
      select a.id, a.balance_minor as cached, coalesce(s.total, 0) as derived
        from ledger_accounts a
        left join (select account_id, sum(amount_minor) as total from ledger_lines group by account_id) s
          on s.account_id = a.id
       where a.balance_minor <> coalesce(s.total, 0)`.execute(db),
    sql<{ diff: string | null }>`
      select (select coalesce(sum(balance_minor), 0) from ledger_accounts where kind = 'USER_HELD')
           - (select coalesce(sum(amount_minor), 0) from ledger_holds where status = 'AUTHORIZED') as diff`.execute(db),
  ]);
  return {
    entries: Number(entries.rows[0]!.n),
    unbalancedEntries: unbalanced.rows.map((r) => r.entry_id),
    totalMinor: Number(total.rows[0]!.total ?? 0),
    cacheMismatches: mismatches.rows.map((r) => ({
      accountId: r.id,
      cachedMinor: Number(r.cached),
      derivedMinor: Number(r.derived),
    })),
    heldMismatchMinor: Number(held.rows[0]!.diff ?? 0),
  };
}
