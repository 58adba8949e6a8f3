import { slotPriceMinor } from '../../../shared/contracts/schedule';
import type { AppContext } from '../../app-context';
import type { LessonsFacade } from '../lessons/lessons.module';
import type { ProfileFacade } from '../profile/profile.module';
import { weeklySlotAt } from './free-slots';
import * as q from './schedule.queries';
import { openScheduleRoutes, scheduleRoutes } from './schedule.routes';
import { createScheduleService } from './schedule.service';

/** What other modules may ask of schedules (requests book into them). */
export interface ScheduleFacade {
  /** A verified, active, undeleted tutor: one students may ask for lessons. */
  isBookableTutor(teacherId: string): Promise<boolean>;
  /** Whether the tutor's schedule has a free slot starting at `startsAtMs` (a hint: the index decides). */
  isFreeAt(teacherId: string, startsAtMs: number): Promise<boolean>;
  /** The slot's price: rate × its weekly coefficient (×1 when booked outside the schedule). */
  priceAt(teacherId: string, startsAtMs: number): Promise<{ priceMinor: number; currency: string }>;
}

/**
 * The tutor's schedule: the editor and "my schedule" (with the lessons facade's
 * lessons), the open free-slots preview, and the facade requests book through.
 */
export function createScheduleModule(
  ctx: Pick<AppContext, 'db' | 'now'>,
  deps: { lessons: LessonsFacade; profiles: Pick<ProfileFacade, 'setWorkingHours'> },
) {
  const service = createScheduleService({ db: ctx.db, now: ctx.now, profiles: deps.profiles });
  const facade: ScheduleFacade = {
    async isBookableTutor(teacherId) {
      const t = await q.readTeacherBasics(ctx.db, teacherId);
      return Boolean(t && t.role === 'ROLE_TEACHER' && t.verification_status === 'DONE' && t.active && !t.deleted_at);
    },
    isFreeAt: async (teacherId, startsAtMs) => Boolean(await service.freeSlotAt(teacherId, startsAtMs)),
    async priceAt(teacherId, startsAtMs) {
      const [basics, slots] = await Promise.all([
        q.readTeacherBasics(ctx.db, teacherId),
        q.readWeeklySlots(ctx.db, teacherId),
      ]);
      const slot = basics ? weeklySlotAt(slots, basics.timezone, startsAtMs) : undefined;
      return {
        priceMinor: slotPriceMinor(basics?.rate_minor ?? 0, (slot?.coefficient_pct ?? 100) / 100),
        currency: basics?.currency ?? 'UAH',
      };
    },
  };
  return {
    facade,
    routes: scheduleRoutes,
    routeOptions: { schedule: service, lessons: deps.lessons },
    openRoutes: openScheduleRoutes,
    openRouteOptions: { schedule: service },
  };
}
export type ScheduleModule = ReturnType<typeof createScheduleModule>;
