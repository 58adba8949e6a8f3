import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** The PostgreSQL server the benches compare with PGlite: BENCH_DATABASE_URL, else the tests' one. */
export function benchPostgresUrl(): string {
  return process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
}

/**
 * Runs `use` in a throwaway schema on that server, dropped afterwards. When the server cannot be
 * reached the run is skipped with a note, and this answers null.
 */
export async function withBenchSchema<T>(
  prefix: string,
  use: (url: string, schema: string) => Promise<T>,
): Promise<T | null> {
  const url = benchPostgresUrl();
  const schema = `${prefix}_${randomBytes(5).toString('hex')}`;
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
  } catch (error) {
    console.log(`PostgreSQL: skipped, ${url} is unreachable (${(error as Error).message})`);
    return null;
  }
  await client.query(`create schema ${schema}`);
  try {
    return await use(url, schema);
  } finally {
    await client.query(`drop schema ${schema} cascade`);
    await client.end();
  }
}
