import type { InMemorySyncStorage, RoomSnapshot, TLSocketRoom } from '@tldraw/sync-core';
import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import type { Database } from '../../db/database';
import { loadBoardRecords, writeBoardChanges, writeBoardSnapshot } from './drawboards.queries';

/** A tldraw record as the room stores it. */
type UnknownRecord = RoomSnapshot['documents'][number]['state'];

interface OpenRoom {
  room: TLSocketRoom;
  storage: InMemorySyncStorage<UnknownRecord>;
  /** The document clock of what is in the database. */
  persistedClock: number;
  tombstonesFromClock: number;
  /** Rows written to the log since the snapshot (an upper bound: a rewritten record counts again). */
  logRows: number;
  timer: NodeJS.Timeout | null;
  /** Writes run one after another, never two at once on PGlite's single connection. */
  writes: Promise<void>;
}

/** Who a board socket's ticket was for: the user, their sign-in session, and how. */
export interface BoardGrant {
  userId: string;
  sessionId: string | null;
  readOnly: boolean;
}

/** An open board socket, kept so that its sign-in session's end closes it. */
interface BoardSocket extends BoardGrant {
  socket: WebSocket;
  /** tldraw's own session id of the socket (the client's, per tab). */
  syncSessionId: string;
  /** Its room once joined. */
  room: TLSocketRoom | null;
}

/** A revoked sign-in session, as the live channel's close code says it. */
const SESSION_REVOKED = 4401;

export interface BoardRoomsOptions {
  db: Database;
  now: () => number;
  log: FastifyBaseLogger;
  /** How long changes gather before they are written (one short transaction per interval). */
  persistDelayMs?: number;
  /** Log rows after which the next write is a compaction into the snapshot instead. */
  compactAfterRows?: number;
}

/**
 * One tldraw TLSocketRoom per open drawboard (HOUSE-STYLE 23): loaded from the database when its
 * first client connects (one snapshot row plus the short log since it), written back a throttled
 * batch of changed records at a time into the log, compacted into a new snapshot when the log
 * grows long, and compacted and closed when its last client leaves or the server stops. Sync
 * never waits for the database: clients get each change from the room at once.
 */
export function createBoardRooms({ db, now, log, persistDelayMs = 1000, compactAfterRows = 1000 }: BoardRoomsOptions) {
  const rooms = new Map<string, Promise<OpenRoom>>();
  const sockets = new Set<BoardSocket>();

  function persist(boardId: string, open: OpenRoom, compact = false): Promise<void> {
    if (open.timer) clearTimeout(open.timer);
    open.timer = null;
    open.writes = open.writes.then(async () => {
      const snapshot = open.storage.getSnapshot();
      const since = open.persistedClock;
      const documentClock = snapshot.documentClock ?? 0;
      const tombstonesFromClock = snapshot.tombstoneHistoryStartsAtClock ?? 0;
      const changed = documentClock !== since || tombstonesFromClock !== open.tombstonesFromClock;
      if (!changed && !(compact && open.logRows > 0)) return;
      const puts = snapshot.documents
        .filter((d) => d.lastChangedClock > since)
        .map((d) => ({ id: d.state.id, state: d.state, clock: d.lastChangedClock }));
      const deletes = Object.entries(snapshot.tombstones ?? {})
        .filter(([, clock]) => clock > since)
        .map(([id, clock]) => ({ id, clock }));
      const schema = snapshot.schema ?? {};
      try {
        if (compact || open.logRows + puts.length + deletes.length > compactAfterRows) {
          const json = JSON.stringify({ documents: snapshot.documents, tombstones: snapshot.tombstones ?? {} });
          await writeBoardSnapshot(db, boardId, { documentClock, tombstonesFromClock, schema, snapshot: json }, new Date(now()));
          open.logRows = 0;
        } else {
          await writeBoardChanges(db, boardId, { documentClock, tombstonesFromClock, schema, puts, deletes }, new Date(now()));
          open.logRows += puts.length + deletes.length;
        }
        open.persistedClock = documentClock;
        open.tombstonesFromClock = tombstonesFromClock;
      } catch (error) {
        // Kept in memory and tried again with the next change or on close.
        log.error({ err: error, boardId }, 'drawboard write failed');
      }
    });
    return open.writes;
  }

  function schedule(boardId: string, open: OpenRoom) {
    if (!open.timer) open.timer = setTimeout(() => void persist(boardId, open), persistDelayMs);
  }

  async function load(boardId: string): Promise<OpenRoom> {
    // Loaded with the first board, not with the server: most processes (and every test file
    // that builds the app) never open one, and tldraw's sync code takes a second to load.
    const { InMemorySyncStorage, TLSocketRoom } = await import('@tldraw/sync-core');
    const stored = await loadBoardRecords(db, boardId);
    if (!stored) throw new Error(`no drawboard ${boardId}`);
    const snapshot: RoomSnapshot = {
      documentClock: stored.documentClock,
      clock: stored.documentClock,
      tombstoneHistoryStartsAtClock: stored.tombstonesFromClock,
      documents: stored.documents as unknown as RoomSnapshot['documents'],
      tombstones: stored.tombstones,
      ...(stored.schema && Object.keys(stored.schema).length > 0
        ? { schema: stored.schema as RoomSnapshot['schema'] }
        : {}),
    };
    const storage = new InMemorySyncStorage<UnknownRecord>({ snapshot: stored.documents.length ? snapshot : undefined });
    const open: OpenRoom = {
      storage,
      room: undefined as unknown as TLSocketRoom,
      persistedClock: storage.getClock(),
      tombstonesFromClock: stored.tombstonesFromClock,
      logRows: stored.logRows,
      timer: null,
      writes: Promise.resolve(),
    };
    open.room = new TLSocketRoom({
      storage,
      log: { warn: (...args) => log.warn({ boardId, args }, 'drawboard'), error: (...args) => log.error({ boardId, args }, 'drawboard') },
      onDataChange: () => schedule(boardId, open),
      onSessionRemoved: (room, { numSessionsRemaining }) => {
        if (numSessionsRemaining > 0) return;
        void persist(boardId, open, true).then(() => {
          if (room.getNumActiveSessions() > 0 || rooms.get(boardId) === undefined) return;
          rooms.delete(boardId);
          room.close();
        });
      },
    });
    return open;
  }

  function openRoom(boardId: string): Promise<OpenRoom> {
    let pending = rooms.get(boardId);
    if (!pending) {
      pending = load(boardId);
      rooms.set(boardId, pending);
      pending.catch(() => rooms.delete(boardId));
    }
    return pending;
  }

  return {
    /**
     * Joins a socket to its board's room. Messages that arrive while the room loads are kept and
     * handed over in order once it is open.
     */
    async connect(boardId: string, socket: WebSocket, syncSessionId: string, grant: BoardGrant): Promise<void> {
      const entry: BoardSocket = { ...grant, socket, syncSessionId, room: null };
      sockets.add(entry);
      socket.once('close', () => sockets.delete(entry));
      const early: (string | Buffer)[] = [];
      const keep = (data: Buffer, isBinary: boolean) => early.push(isBinary ? data : data.toString());
      socket.on('message', keep);
      try {
        const { room } = await openRoom(boardId);
        socket.off('message', keep);
        if (socket.readyState !== socket.OPEN) return;
        room.handleSocketConnect({ sessionId: syncSessionId, socket, isReadonly: grant.readOnly });
        entry.room = room;
        for (const message of early) room.handleSocketMessage(syncSessionId, message as string);
      } catch (error) {
        socket.off('message', keep);
        log.error({ err: error, boardId }, 'drawboard could not be opened');
        socket.close(4404, 'drawboard unavailable');
      }
    },

    /**
     * Closes the board sockets of a revoked sign-in session (null: of every session of the
     * user) and takes them out of their rooms at once, so frames the client still sends are
     * dropped, not applied.
     */
    endSession(userId: string, sessionId: string | null): void {
      for (const entry of sockets) {
        if (entry.userId !== userId || (sessionId !== null && entry.sessionId !== sessionId)) continue;
        sockets.delete(entry);
        entry.socket.close(SESSION_REVOKED, 'session revoked');
        entry.room?.closeSession(entry.syncSessionId);
      }
    },

    /** The board as its open room holds it now, or null when no room is open. */
    async liveSnapshot(boardId: string): Promise<RoomSnapshot | null> {
      const pending = rooms.get(boardId);
      if (!pending) return null;
      return (await pending).room.getCurrentSnapshot();
    },

    /** Writes what is pending now (tests and the benchmark wait for it). */
    async flush(boardId: string): Promise<void> {
      const pending = rooms.get(boardId);
      if (pending) await persist(boardId, await pending);
    },

    /** Writes every open room and closes it with its sockets (the server is stopping). */
    async closeAll(): Promise<void> {
      const open = [...rooms.entries()];
      rooms.clear();
      await Promise.all(
        open.map(async ([boardId, pending]) => {
          const entry = await pending.catch(() => null);
          if (!entry) return;
          await persist(boardId, entry, true);
          entry.room.close();
        }),
      );
    },

    openCount: () => rooms.size,
  };
}
export type BoardRooms = ReturnType<typeof createBoardRooms>;
