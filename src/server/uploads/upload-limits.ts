import { sql } from 'kysely';
import { RateLimiterRes } from 'rate-limiter-flexible';
import { AppError } from '../../shared/errors';
import { storeLimiter, type ThrottleStore } from '../auth/attempt-limiter';
import type { UploadQuotaSettings } from '../settings-defaults';
import type { Database } from '../db/database';

const DAY_MS = 86_400_000;

/**
 * What one user may upload to chats and homework (together): a number of uploads a minute,
 * shared by every server process through the throttle store (the database, or Redis with
 * REDIS_URL), and files and bytes per UTC day, counted in `upload_usage` (1130_upload_quotas.sql).
 * A service asks `admit` before it reads the file, writes it through `capped`, and `record`s it
 * in the transaction that records the file, so a refused or failed upload counts nothing.
 */
export interface UploadLimits {
  /**
   * Takes one upload of the minute's allowance (TOO_MANY_UPLOADS, 429, past it) and checks the
   * day's quota (UPLOAD_DAILY_FILES_REACHED 429, UPLOAD_DAILY_BYTES_REACHED 413). Answers how
   * many bytes the user may still upload today.
   */
  admit(userId: string): Promise<{ remainingBytes: number }>;
  /** The file's bytes, cut off with UPLOAD_DAILY_BYTES_REACHED once they pass what is left today. */
  capped(stream: AsyncIterable<Buffer>, remainingBytes: number): AsyncGenerator<Buffer>;
  /**
   * Counts a stored file against the day, in the caller's transaction. Throws the quota's error
   * when concurrent uploads used the room since `admit`: the caller then removes the bytes.
   */
  record(trx: Database, userId: string, byteSize: number): Promise<void>;
}

export function createUploadLimits(deps: {
  db: Database;
  now: () => number;
  store: ThrottleStore;
  settings: UploadQuotaSettings;
}): UploadLimits {
  const { dailyFiles, dailyBytes } = deps.settings;
  const rate = storeLimiter(deps.store, 'uploads', deps.settings.perMinute, 60);
  const today = () => new Date(deps.now()).toISOString().slice(0, 10);
  const quotaDetails = () => ({
    maxFiles: dailyFiles,
    maxBytes: dailyBytes,
    resetsAt: new Date((Math.floor(deps.now() / DAY_MS) + 1) * DAY_MS).toISOString(),
  });
  const filesReached = () => new AppError('UPLOAD_DAILY_FILES_REACHED', quotaDetails());
  const bytesReached = () => new AppError('UPLOAD_DAILY_BYTES_REACHED', quotaDetails());

  async function usage(db: Database, userId: string) {
    const row = await db
      .selectFrom('upload_usage')
      .select(['files', 'bytes'])
      .where('user_id', '=', userId)
      .where('day', '=', sql<Date>`${today()}::date`)
      .executeTakeFirst();
    return { files: row?.files ?? 0, bytes: Number(row?.bytes ?? 0) };
  }

  return {
    async admit(userId) {
      try {
        await rate.consume(userId);
      } catch (error) {
        if (!(error instanceof RateLimiterRes)) throw error;
        throw new AppError('TOO_MANY_UPLOADS', {
          retryAfterSeconds: Math.max(1, Math.ceil(error.msBeforeNext / 1000)),
        });
      }
      const used = await usage(deps.db, userId);
      if (used.files >= dailyFiles) throw filesReached();
      if (used.bytes >= dailyBytes) throw bytesReached();
      return { remainingBytes: dailyBytes - used.bytes };
    },

    async *capped(stream, remainingBytes) {
      let written = 0;
      for await (const chunk of stream) {
        written += chunk.length;
        if (written > remainingBytes) throw bytesReached();
        yield chunk;
      }
    },

    async record(trx, userId, byteSize) {
      const day = today();
      // The guard on the update is what keeps concurrent uploads inside the quota; a first row of
      // the day needs none, as `capped` kept it within the day's bytes.
      const { rows } = await sql<{ files: number }>`
        insert into upload_usage as u (user_id, day, files, bytes)
        values (${userId}, ${day}::date, 1, ${byteSize})
        on conflict (user_id, day) do update
          set files = u.files + 1, bytes = u.bytes + excluded.bytes
          where u.files < ${dailyFiles} and u.bytes + excluded.bytes <= ${dailyBytes}
        returning u.files`.execute(trx);
      if (rows.length === 0) throw (await usage(trx, userId)).files >= dailyFiles ? filesReached() : bytesReached();
      // Earlier days are never read again: one row per user stays.
      await trx
        .deleteFrom('upload_usage')
        .where('user_id', '=', userId)
        .where('day', '<', sql<Date>`${day}::date`)
        .execute();
    },
  };
}
