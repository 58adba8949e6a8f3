import type { AppContext } from '../../app-context';
import type { LessonsFacade } from '../lessons/lessons.module';
import { createBoardRooms } from './drawboard-rooms';
import { createTicketBook } from './drawboard-tickets';
import { drawboardRoutes, drawboardSocketRoutes } from './drawboards.routes';
import { createDrawboardsService } from './drawboards.service';

/**
 * Drawboards: a lesson's tldraw boards, synced live through one server room per
 * board and stored record by record. `routes` go under the API prefix, `socketRoutes` under the
 * open prefix (the socket authenticates with its ticket).
 */
export function createDrawboardsModule(
  ctx: Pick<AppContext, 'db' | 'now' | 'log' | 'live'>,
  deps: {
    lessons: LessonsFacade;
    persistDelayMs?: number;
    licenseKey?: string | null;
  },
) {
  const rooms = createBoardRooms({ db: ctx.db, now: ctx.now, log: ctx.log, persistDelayMs: deps.persistDelayMs });
  const tickets = createTicketBook(ctx.now);
  const service = createDrawboardsService({
    db: ctx.db,
    now: ctx.now,
    live: ctx.live,
    lessons: deps.lessons,
    licenseKey: deps.licenseKey ?? null,
    rooms,
    tickets,
  });
  return {
    rooms,
    routes: drawboardRoutes,
    routeOptions: { drawboards: service },
    socketRoutes: drawboardSocketRoutes,
    socketRouteOptions: { rooms, tickets },
    /**
     * A sign-in session ended (null: every session of the user): its unspent tickets go and its
     * board sockets close. app.ts calls it on every process's revocation order from the live log.
     */
    endSession(userId: string, sessionId: string | null) {
      tickets.revoke(userId, sessionId);
      rooms.endSession(userId, sessionId);
    },
  };
}
export type DrawboardsModule = ReturnType<typeof createDrawboardsModule>;
