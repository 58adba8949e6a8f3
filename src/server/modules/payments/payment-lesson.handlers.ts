import type { Events } from '../../events/events.types';
import '../lessons/lessons.module';
import type { PaymentsService } from './payments.service';

/**
 * Lesson payments follow the lesson: a held card payment is captured when the
 * lesson is completed, or when it is cancelled too late to be free (`lateCancel`); it is released
 * when cancelled in time. The handler calls the acquirer, so it runs without a transaction
 * (PGlite's one connection stays free); it is safe to repeat, which the event bus's retries need.
 */
export function registerLessonPaymentHandlers(events: Events, payments: PaymentsService) {
  events.on(
    'lesson.transitioned',
    'payments.lesson-hold',
    async (event) => {
      const lesson = event.payload;
      if (lesson.freeLesson) return;
      if (lesson.to === 'COMPLETED') await payments.settleLessonHold(lesson.lessonId, 'capture');
      else if (lesson.to === 'CANCELED')
        await payments.settleLessonHold(lesson.lessonId, lesson.lateCancel ? 'capture' : 'release');
    },
    { transaction: false },
  );
}
