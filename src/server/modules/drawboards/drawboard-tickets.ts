import { randomBytes } from 'node:crypto';

interface Ticket {
  userId: string;
  /** The sign-in session that asked for it: the socket ends with that session. */
  sessionId: string | null;
  boardId: string;
  readOnly: boolean;
  expiresAt: number;
}

const TICKET_TTL_MS = 60_000;

/**
 * One-use tickets for the board socket. A browser's WebSocket cannot carry an Authorization
 * header and tldraw's client offers no subprotocol, so the client asks for a ticket over the
 * authenticated API and puts it in the socket's URL; an access token never appears in a URL.
 * Tickets live in this process, like the board's room itself (docs/classroom/board-and-recording.md).
 */
export function createTicketBook(now: () => number) {
  const tickets = new Map<string, Ticket>();
  return {
    issue(grant: Omit<Ticket, 'expiresAt'>): string {
      const at = now();
      for (const [key, t] of tickets) if (t.expiresAt <= at) tickets.delete(key);
      const ticket = randomBytes(24).toString('base64url');
      tickets.set(ticket, { ...grant, expiresAt: at + TICKET_TTL_MS });
      return ticket;
    },
    /** The grant if the ticket is valid for this board; the ticket is spent either way. */
    take(ticket: string, boardId: string): Ticket | null {
      const grant = tickets.get(ticket);
      tickets.delete(ticket);
      if (!grant || grant.boardId !== boardId || grant.expiresAt <= now()) return null;
      return grant;
    },
    /** Spends the tickets of a revoked session (null: of every session of the user). */
    revoke(userId: string, sessionId: string | null): void {
      for (const [key, t] of tickets)
        if (t.userId === userId && (sessionId === null || t.sessionId === sessionId)) tickets.delete(key);
    },
  };
}
export type TicketBook = ReturnType<typeof createTicketBook>;
