import { z } from 'zod';
import { Lesson } from '../lessons/lesson.schema';
import { FreeSlot } from './schedule.schema';

/** "My schedule" (spec 2) for either role: lessons in the window, and a tutor's free slots too. */
export const MySchedule = z
  .object({
    from: z.string(),
    to: z.string(),
    lessons: z.array(Lesson),
    /** Empty for students. */
    freeSlots: z.array(FreeSlot),
  })
  .meta({ id: 'MySchedule' });
export type MySchedule = z.infer<typeof MySchedule>;
