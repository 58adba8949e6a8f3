import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { TABLE_OWNERS } from '../../src/server/db/table-owners';

const MODULES_DIR = 'src/server/modules';

interface Write {
  table: string;
  /** The module folder the writing file is in. */
  module: string;
  /** file:line, for the failure message. */
  at: string;
}

const KYSELY_WRITE = /\b(?:insertInto|updateTable|deleteFrom)\(\s*(['"`]?)([^'"`)\s]*)/g;
const SQL_WRITE =
  /\b(?:insert\s+into\s+([a-z_][a-z0-9_]*)|delete\s+from\s+([a-z_][a-z0-9_]*)|update\s+([a-z_][a-z0-9_]*)(?:\s+(?:as\s+)?[a-z_][a-z0-9_]*)?\s+set\b)/gi;

const lineOf = (source: string, index: number) => source.slice(0, index).split('\n').length;

/**
 * Every table write in one module file: Kysely's insertInto/updateTable/deleteFrom, and SQL's
 * INSERT INTO / UPDATE … SET / DELETE FROM wherever written (sql templates, raw queries). A
 * Kysely write whose table is not a literal is reported as table '?', so none hides in a variable.
 */
function writesIn(file: string, source: string): Write[] {
  const module = file.slice(MODULES_DIR.length + 1).split('/')[0]!;
  // Comment lines explain writes; they do not make them.
  const code = source
    .split('\n')
    .map((line) => (/^\s*(\/\/|\*|\/\*)/.test(line) ? '' : line))
    .join('\n');
  const writes: Write[] = [];
  for (const m of code.matchAll(KYSELY_WRITE)) {
    const table = m[1] ? m[2]!.split(/\s+as\s+|\s/)[0]! : '?';
    writes.push({ table, module, at: `${file}:${lineOf(code, m.index)}` });
  }
  for (const m of code.matchAll(SQL_WRITE))
    writes.push({ table: (m[1] ?? m[2] ?? m[3])!.toLowerCase(), module, at: `${file}:${lineOf(code, m.index)}` });
  return writes;
}

/** Each written table's writing modules, and the writes that break the map. */
function checkOwners(writes: Write[], owners: Record<string, string>) {
  const writers = new Map<string, Set<string>>();
  for (const w of writes) writers.set(w.table, (writers.get(w.table) ?? new Set()).add(w.module));
  const problems: string[] = [];
  for (const [table, modules] of writers) {
    if (modules.size > 1) problems.push(`${table} is written by ${[...modules].sort().join(', ')}`);
  }
  for (const w of writes) {
    const owner = owners[w.table];
    if (owner === undefined) problems.push(`${w.table} written at ${w.at} is not in TABLE_OWNERS`);
    else if (owner !== w.module) problems.push(`${w.table} belongs to ${owner} but ${w.at} writes it`);
  }
  return { writers, problems };
}

/** Every production file of the server modules (tests beside them set up their own rows). */
function moduleFiles(): string[] {
  return readdirSync(MODULES_DIR, { recursive: true, encoding: 'utf8' })
    .map((file) => path.posix.join(MODULES_DIR, file.split(path.sep).join('/')))
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'));
}

describe('who writes each table', () => {
  const writes = moduleFiles().flatMap((file) => writesIn(file, readFileSync(file, 'utf8')));

  it('finds the writes it is meant to police', () => {
    // A scanner that found nothing would pass every other check.
    const tables = new Set(writes.map((w) => w.table));
    for (const table of ['users', 'teacher_profiles', 'lessons', 'stored_files', 'ledger_accounts', 'ai_quota'])
      expect(tables, table).toContain(table);
  });

  it('has each table written by exactly its owning module, and every written table owned', () => {
    expect(checkOwners(writes, TABLE_OWNERS).problems).toEqual([]);
  });

  it('names only modules that exist and tables something writes', () => {
    const modules = new Set(readdirSync(MODULES_DIR));
    const written = new Set(writes.map((w) => w.table));
    for (const [table, owner] of Object.entries(TABLE_OWNERS)) {
      expect(modules, `${table} → ${owner}`).toContain(owner);
      expect(written, `${table} is in the map but nothing writes it`).toContain(table);
    }
  });

  it('lists the map in docs/architecture.md', () => {
    const doc = readFileSync('docs/architecture.md', 'utf8');
    const section = doc.slice(doc.indexOf('## Who writes each table'));
    const byOwner = new Map<string, string[]>();
    for (const [table, owner] of Object.entries(TABLE_OWNERS))
      byOwner.set(owner, [...(byOwner.get(owner) ?? []), table]);
    for (const [owner, tables] of byOwner)
      expect(section).toContain(`\n- ${owner}: ${tables.map((t) => `\`${t}\``).join(', ')}\n`);
  });
});

describe('the table-writer scanner', () => {
  const owners = { teacher_profiles: 'profile', ledger_accounts: 'ledger' };

  it('catches a second module writing a table, in Kysely or in SQL', () => {
    const writes = [
      ...writesIn(
        'src/server/modules/profile/profile-writes.ts',
        "await trx.updateTable('teacher_profiles').set({ title: 't' }).execute();",
      ),
      ...writesIn(
        'src/server/modules/ledger/debt-visibility.ts',
        "await trx\n  .updateTable('teacher_profiles as tp')\n  .set({ search_visible: false })\n  .execute();",
      ),
      ...writesIn(
        'src/server/modules/schedule/schedule.queries.ts',
        'await sql`update teacher_profiles tp set working_from = ${from} where user_id = ${id}`.execute(trx);',
      ),
    ];
    const { writers, problems } = checkOwners(writes, owners);
    expect([...writers.get('teacher_profiles')!].sort()).toEqual(['ledger', 'profile', 'schedule']);
    expect(problems).toContain('teacher_profiles is written by ledger, profile, schedule');
    expect(problems.filter((p) => p.startsWith('teacher_profiles belongs to profile'))).toHaveLength(2);
  });

  it('reads SQL INSERT and UPDATE, skips locks, upserts and comment lines', () => {
    const source = [
      "// await db.deleteFrom('ledger_accounts') is what we never do here",
      'const { rows } = await sql<{ n: string }>`',
      '  select balance_minor from ledger_accounts where user_id = ${id} for update`.execute(trx);',
      'await sql`insert into ledger_accounts (kind) values (${kind})',
      '  on conflict (kind) do update set balance_minor = 0`.execute(trx);',
      "await db.deleteFrom('news_subscribers').execute();",
    ].join('\n');
    const writes = writesIn('src/server/modules/ledger/x.ts', source);
    expect(writes.map((w) => w.table)).toEqual(['news_subscribers', 'ledger_accounts']);
    expect(checkOwners(writes, owners).problems).toEqual([
      'news_subscribers written at src/server/modules/ledger/x.ts:6 is not in TABLE_OWNERS',
    ]);
  });

  it('reports a write whose table is a variable', () => {
    const writes = writesIn('src/server/modules/ledger/x.ts', 'await db.insertInto(table).values(v).execute();');
    expect(writes.map((w) => w.table)).toEqual(['?']);
  });
});
