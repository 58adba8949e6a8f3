import { z } from 'zod';
import { Lesson } from '../lessons/lesson.schema';
import { FreeSlot } from './schedule.schema';
import { text } from '../../validation/text';

/** "My schedule" for either role: lessons in the window, and a tutor's free slots too. */
export const MySchedule = z
  .object({
    from: text(),
    to: text(),
    lessons: z.array(Lesson),
    /** Empty for students. */
    freeSlots: z.array(FreeSlot),
  })
  .meta({ id: 'MySchedule' });
export type MySchedule = z.infer<typeof MySchedule>;
