import type { FileStorage } from '../../integrations/storage/file-storage.port';
import type { Database } from '../database';
import { seedDemoAccounts } from './seed-demo-accounts';
import { seedDemoBooking } from './seed-demo-booking';
import { seedDemoHomework } from './seed-demo-homework';
import { seedDemoLessons } from './seed-demo-lessons';
import { seedDemoTutors } from './demo-tutors';
import { seedFaqEntries } from './seed-faq';
import { seedQuizzes } from './seed-quizzes';
import { seedReferenceData } from './seed-reference';

export interface SeedOptions {
  /** Load demo tutors, students, lessons and quizzes into an empty database. */
  demo: boolean;
  /** Where demo avatars are written (DATA_DIR/files); without it demo profiles have none. */
  storage?: FileStorage;
}

/**
 * Reference data is upserted on every start. Demo data (added by each domain as it lands) is
 * loaded only into a database that has none yet, so a user's own data is never touched.
 */
export async function seedDatabase(db: Database, options: SeedOptions): Promise<void> {
  await seedReferenceData(db);
  await seedFaqEntries(db);
  // Exam-practice quizzes are product content, not demo data: upserted by code on every start.
  await seedQuizzes(db);
  if (!options.demo) return;
  // Domain demo seeds register here as they are built (accounts, discovery, quizzes, …).
  // Discovery's tutors first: they load only while no teacher exists, and the accounts seed adds one.
  await seedDemoTutors(db, { storage: options.storage });
  await seedDemoAccounts(db, { storage: options.storage });
  // Schedules, requests and lessons need the tutors and the demo accounts above.
  await seedDemoBooking(db);
  // Past lessons whose meeting is over, ready for homework.
  await seedDemoHomework(db);
  // Lessons in the other statuses (approved, paid, completed with reviews, cancelled), after the
  // homework seed, which loads only while the pair has no past lesson.
  await seedDemoLessons(db);
}
