/** One push as the log keeps it: for whom, what, and its place in the order. */
export interface LiveEntry {
  /** Opaque and ordered; the client's resume cursor. */
  cursor: string;
  users: string[];
  type: string;
  data: unknown;
}

/**
 * The ordered log every push goes through: in memory for one process, a Redis stream
 * across processes. Each process reads it whole and hands entries to its own sockets, so every
 * user's pushes arrive in one order wherever they were published, and a reconnecting client
 * replays from its cursor.
 */
export interface LiveLog {
  append(users: string[], type: string, data: unknown): Promise<void>;
  /** The user's entries after `cursor`, oldest first; null when the cursor is no longer known. */
  replay(userId: string, cursor: string): Promise<LiveEntry[] | null>;
  /** The last entry this process has read: a fresh connection's starting cursor. */
  head(): string;
  /** Negative, zero or positive, as cursor `a` comes before, is, or comes after `b`. */
  compare(a: string, b: string): number;
  /** Starts reading; `onEntry` gets every entry once, in order. */
  start(onEntry: (entry: LiveEntry) => void): Promise<void>;
  stop(): Promise<void>;
}
