import {
  CompiledQuery,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
} from 'kysely';
import type { PGliteThread } from './pglite-thread';

/**
 * A Kysely dialect over PGlite, which runs on a worker thread of its own (pglite-thread.ts).
 *
 * PGlite is one session, and the thread runs statements in the order they are sent. So a
 * transaction must own the database from BEGIN to COMMIT: one transaction at a time, and while
 * it is open every statement from outside it waits. Statements outside transactions wait for
 * nothing else and are sent at once, the way a pool runs them side by side on a server: the
 * thread then has the next one queued when it finishes a statement, instead of idling while the
 * answer crosses to this thread and the next statement crosses back.
 */
export class PGliteDialect implements Dialect {
  constructor(private readonly pglite: PGliteThread) {}

  createAdapter() {
    return new PostgresAdapter();
  }
  createDriver(): Driver {
    return new PGliteDriver(this.pglite);
  }
  createIntrospector(db: Kysely<unknown>) {
    return new PostgresIntrospector(db);
  }
  createQueryCompiler() {
    return new PostgresQueryCompiler();
  }
}

/** Who may send statements now: the open transaction's connection, or anyone when none is open. */
class TransactionGate {
  /** Settles when every transaction queued so far has ended. */
  private allEnded: Promise<void> = Promise.resolve();
  owner: PGliteConnection | null = null;

  /** Whether `connection` may send a statement now: no other connection's transaction is open. */
  mayRun(connection: PGliteConnection): boolean {
    return this.owner === null || this.owner === connection;
  }

  /** Settles when the transactions queued so far have ended (then ask `mayRun` again). */
  queuedEnded(): Promise<void> {
    return this.allEnded;
  }

  /** Waits for the transactions queued before, then makes `connection` the owner. */
  async begin(connection: PGliteConnection): Promise<void> {
    let end!: () => void;
    const ended = new Promise<void>((resolve) => (end = resolve));
    const previous = this.allEnded;
    this.allEnded = previous.then(() => ended);
    await previous;
    this.owner = connection;
    connection.endTransaction = () => {
      connection.endTransaction = null;
      this.owner = null;
      end();
    };
  }
}

class PGliteDriver implements Driver {
  private readonly gate = new TransactionGate();

  constructor(private readonly pglite: PGliteThread) {}

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    return new PGliteConnection(this.pglite, this.gate);
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    const own = connection as PGliteConnection;
    await this.gate.begin(own);
    try {
      await own.executeQuery(CompiledQuery.raw('begin'));
    } catch (error) {
      own.endTransaction?.();
      throw error;
    }
  }
  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await this.endWith(connection as PGliteConnection, 'commit');
  }
  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await this.endWith(connection as PGliteConnection, 'rollback');
  }

  /** A connection returned with its transaction still open (it should not be) lets go of it. */
  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    (connection as PGliteConnection).endTransaction?.();
  }

  async destroy(): Promise<void> {}

  private async endWith(connection: PGliteConnection, statement: 'commit' | 'rollback') {
    try {
      await connection.executeQuery(CompiledQuery.raw(statement));
    } finally {
      connection.endTransaction?.();
    }
  }
}

class PGliteConnection implements DatabaseConnection {
  /** Set while this connection's transaction owns the database; ends it. */
  endTransaction: (() => void) | null = null;

  constructor(
    private readonly pglite: PGliteThread,
    private readonly gate: TransactionGate,
  ) {}

  async executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    // Checked right before sending, with no await in between: a transaction that opened
    // meanwhile must not receive another connection's statement.
    while (!this.gate.mayRun(this)) await this.gate.queuedEnded();
    // Without parameters, use the simple protocol (exec) like node-postgres does, so a migration
    // file with many statements runs the same on PGlite as on the server.
    const result =
      compiledQuery.parameters.length === 0
        ? await this.pglite.exec<R>(compiledQuery.sql)
        : await this.pglite.query<R>(compiledQuery.sql, compiledQuery.parameters);
    const affected = result.affectedRows;
    return {
      rows: result.rows,
      numAffectedRows: affected === undefined ? undefined : BigInt(affected),
    };
  }

  // eslint-disable-next-line require-yield
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('PGlite does not support streaming queries');
  }
}
