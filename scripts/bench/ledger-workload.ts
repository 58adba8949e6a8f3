import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Database } from '../../src/server/db/database';
import type { LedgerFacade } from '../../src/server/modules/ledger/ledger.module';

/**
 * A ledger workload shared by the reliability test (tests/server/ledger/ledger-reliability.test.ts)
 * and `npm run bench -- ledger`: stories of money movements, each a short chain of postings with
 * fixed idempotency keys, so running a story again (after a crash) replays instead of moving money
 * twice, and the final balances can be computed from the plan alone.
 */
export type Story =
  /** One posting: card money onto a student's balance. */
  | { kind: 'topup'; id: string; studentId: string; amountMinor: number }
  /** Three postings: a top-up, a hold of the lesson price, then its capture to the tutor or release. */
  | {
      kind: 'lesson';
      id: string;
      studentId: string;
      tutorId: string;
      topUpMinor: number;
      priceMinor: number;
      settle: 'capture' | 'release';
    }
  /** One posting: the platform fee, which may take the tutor below zero. */
  | { kind: 'fee'; id: string; tutorId: string; amountMinor: number };

export interface LedgerPlan {
  /** Prefix of every idempotency key of this run. */
  tag: string;
  students: string[];
  tutors: string[];
  stories: Story[];
  /** Postings the plan makes: each is exactly one journal entry. */
  operations: number;
}

const OPS: Record<Story['kind'], number> = { topup: 1, lesson: 3, fee: 1 };

/** Transaction rows the plan leaves in users' lists (a release adds no row for the tutor). */
export function expectedRows(plan: LedgerPlan): number {
  return plan.stories.reduce((n, s) => n + (s.kind !== 'lesson' ? 1 : s.settle === 'capture' ? 3 : 2), 0);
}

/** A plan of exactly `operations` postings over a few users, so accounts are contended. */
export function buildPlan(operations: number, users = { students: 60, tutors: 20 }, random = Math.random): LedgerPlan {
  const students = Array.from({ length: users.students }, () => randomUUID());
  const tutors = Array.from({ length: users.tutors }, () => randomUUID());
  const pick = <T>(list: T[]) => list[Math.floor(random() * list.length)]!;
  const amount = (min: number, max: number) => 100 * Math.floor(min + random() * (max - min));
  const stories: Story[] = [];
  let left = operations;
  while (left > 0) {
    const roll = random();
    const id = `s${stories.length}`;
    let story: Story;
    if (roll < 0.55 && left >= 3) {
      const priceMinor = amount(200, 800);
      story = {
        kind: 'lesson',
        id,
        studentId: pick(students),
        tutorId: pick(tutors),
        topUpMinor: priceMinor + amount(0, 300),
        priceMinor,
        settle: random() < 0.6 ? 'capture' : 'release',
      };
    } else if (roll < 0.8) {
      story = { kind: 'topup', id, studentId: pick(students), amountMinor: amount(100, 2000) };
    } else {
      story = { kind: 'fee', id, tutorId: pick(tutors), amountMinor: amount(400, 1600) };
    }
    stories.push(story);
    left -= OPS[story.kind];
  }
  return { tag: `run-${randomUUID()}`, students, tutors, stories, operations };
}

/** Every balance the plan leaves, by user id, and the platform accounts' totals. */
export function expectedBalances(plan: LedgerPlan) {
  const available = new Map<string, number>();
  const add = (userId: string, minor: number) => available.set(userId, (available.get(userId) ?? 0) + minor);
  for (const id of [...plan.students, ...plan.tutors]) available.set(id, 0);
  let clearing = 0;
  let revenue = 0;
  for (const s of plan.stories) {
    if (s.kind === 'topup') {
      add(s.studentId, s.amountMinor);
      clearing -= s.amountMinor;
    } else if (s.kind === 'fee') {
      add(s.tutorId, -s.amountMinor);
      revenue += s.amountMinor;
    } else {
      add(s.studentId, s.topUpMinor);
      clearing -= s.topUpMinor;
      if (s.settle === 'capture') {
        add(s.studentId, -s.priceMinor);
        add(s.tutorId, s.priceMinor);
      }
    }
  }
  return { available, clearing, revenue };
}

/** Users the plan's accounts belong to (the ledger's accounts reference users). */
export async function insertPlanUsers(db: Database, plan: LedgerPlan): Promise<void> {
  const rows = [
    ...plan.students.map((id) => ({ id, role: 'ROLE_STUDENT' as const })),
    ...plan.tutors.map((id) => ({ id, role: 'ROLE_TEACHER' as const })),
  ];
  await db
    .insertInto('users')
    .values(
      rows.map(({ id, role }) => ({
        id,
        role,
        email: `ledger-${id}@example.com`,
        first_name: 'Ledger',
        last_name: id.slice(0, 6),
        registration_step: 'COMPLETE' as const,
      })),
    )
    .execute();
}

/** PostgreSQL's deadlock and serialization failures: the transaction is retried. */
function isTransient(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '40P01' || code === '40001';
}

async function inTransaction<T>(db: Database, fn: (trx: Database) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction().execute(fn);
    } catch (error) {
      if (!isTransient(error) || attempt >= 20) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 5 * attempt));
    }
  }
}

/** Runs one story's postings in order, each in its own transaction; a re-run replays them. */
export async function runStory(db: Database, ledger: LedgerFacade, plan: LedgerPlan, story: Story): Promise<number> {
  const key = (step: string) => `${plan.tag}:${story.id}:${step}`;
  const topUp = (studentId: string, amountMinor: number) =>
    inTransaction(db, (trx) =>
      ledger.post(trx, {
        idempotencyKey: key('topup'),
        kind: 'TOP_UP',
        lines: [
          { account: { kind: 'ACQUIRER_CLEARING' }, amountMinor: -amountMinor },
          { account: { kind: 'USER_AVAILABLE', userId: studentId }, amountMinor },
        ],
        records: [{ userId: studentId, direction: 'INCOMING', amountMinor, method: 'CARD', purpose: 'TOP_UP' }],
      }),
    );
  if (story.kind === 'topup') {
    await topUp(story.studentId, story.amountMinor);
    return 1;
  }
  if (story.kind === 'fee') {
    await inTransaction(db, (trx) =>
      ledger.post(trx, {
        idempotencyKey: key('fee'),
        kind: 'PLATFORM_FEE',
        allowOverdraft: true,
        lines: [
          { account: { kind: 'USER_AVAILABLE', userId: story.tutorId }, amountMinor: -story.amountMinor },
          { account: { kind: 'PLATFORM_REVENUE' }, amountMinor: story.amountMinor },
        ],
        records: [
          {
            userId: story.tutorId,
            direction: 'OUTGOING',
            amountMinor: story.amountMinor,
            method: 'PLATFORM',
            purpose: 'PLATFORM_FEE',
          },
        ],
      }),
    );
    return 1;
  }
  await topUp(story.studentId, story.topUpMinor);
  const hold = await inTransaction(db, (trx) =>
    ledger.placeHold(trx, { idempotencyKey: key('hold'), userId: story.studentId, amountMinor: story.priceMinor }),
  );
  await inTransaction(db, (trx) =>
    story.settle === 'release'
      ? ledger.releaseHold(trx, { idempotencyKey: key('release'), holdId: hold.holdId })
      : ledger.captureHold(trx, {
          idempotencyKey: key('capture'),
          holdId: hold.holdId,
          to: [{ account: { kind: 'USER_AVAILABLE', userId: story.tutorId }, amountMinor: story.priceMinor }],
          records: [
            {
              userId: story.tutorId,
              direction: 'INCOMING',
              amountMinor: story.priceMinor,
              method: 'BALANCE',
              purpose: 'LESSON_EARNING',
            },
          ],
        }),
  );
  return 3;
}

/**
 * Runs stories with `lanes` of them in flight at once; `onProgress` hears the postings done so
 * far. Stories of one user run concurrently, so their postings contend for the same accounts.
 */
/**
 * Runs `stories` from index `from` on `lanes` concurrent lanes. `onProgress` hears the postings
 * done and the frontier: the index below which every story has finished, so a process killed
 * and started again from the frontier retries every story it may have left half-done (and some
 * it finished, which its idempotency keys must turn into replays).
 */
export async function runStories(
  db: Database,
  ledger: LedgerFacade,
  plan: LedgerPlan,
  stories: Story[],
  lanes: number,
  onProgress?: (postings: number, frontier: number) => void,
  from = 0,
): Promise<number> {
  let next = from;
  let done = 0;
  const running = new Set<number>();
  await Promise.all(
    Array.from({ length: lanes }, async () => {
      while (next < stories.length) {
        const index = next++;
        running.add(index);
        // Not `done += await …`: that reads `done` before the await and loses other lanes' counts.
        const postings = await runStory(db, ledger, plan, stories[index]!);
        running.delete(index);
        done += postings;
        onProgress?.(done, running.size > 0 ? Math.min(...running) : next);
      }
    }),
  );
  return done;
}

/** What the workload's checks compare: the ledger as the database holds it after the run. */
export async function ledgerFacts(db: Database, plan: LedgerPlan) {
  const like = `${plan.tag}:%`;
  const [keys, balances, platform, openHolds, rows] = await Promise.all([
    sql<{ entries: string; distinct_keys: string }>`
      select count(*) as entries, count(distinct idempotency_key) as distinct_keys
        from ledger_entries where idempotency_key like ${like}`.execute(db),
    sql<{ user_id: string; kind: string; derived: string }>`
      select a.user_id, a.kind, coalesce(sum(l.amount_minor), 0) as derived
        from ledger_accounts a left join ledger_lines l on l.account_id = a.id
       where a.user_id is not null group by a.id`.execute(db),
    sql<{ kind: string; derived: string }>`
      select a.kind, coalesce(sum(l.amount_minor), 0) as derived
        from ledger_accounts a left join ledger_lines l on l.account_id = a.id
       where a.user_id is null group by a.id`.execute(db),
    sql<{ n: string }>`select count(*) as n from ledger_holds where status = 'AUTHORIZED'`.execute(db),
    sql<{ n: string }>`select count(*) as n from ledger_transactions`.execute(db),
  ]);
  const available = new Map<string, number>();
  const held = new Map<string, number>();
  for (const r of balances.rows) (r.kind === 'USER_HELD' ? held : available).set(r.user_id, Number(r.derived));
  const platformOf = (kind: string) => Number(platform.rows.find((r) => r.kind === kind)?.derived ?? 0);
  return {
    entries: Number(keys.rows[0]!.entries),
    distinctKeys: Number(keys.rows[0]!.distinct_keys),
    available,
    held,
    clearing: platformOf('ACQUIRER_CLEARING'),
    revenue: platformOf('PLATFORM_REVENUE'),
    openHolds: Number(openHolds.rows[0]!.n),
    transactionRows: Number(rows.rows[0]!.n),
  };
}
