import path from 'node:path';
import { loadConfig } from '../config';
import { createLocalFileStorage } from '../integrations/storage/local-file-storage';
import { openDatabase } from './database';
import { migrate } from './migrator';
import { seedDatabase } from './seed/seed';

/**
 * `npm run db:seed`: migrates and seeds the database the server would use (DATABASE_URL, else
 * PGlite under DATA_DIR) without starting it, e.g. to prepare a PostgreSQL server before the
 * first deployment. Reference data, FAQ and quizzes are upserted; the demo content goes in only
 * while SEED_DEMO_DATA is on and the database holds no tutors, as on `npm start`.
 */
async function seed() {
  const config = loadConfig();
  const handle = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, 'pglite'),
  });
  try {
    await migrate(handle.db);
    const storage = createLocalFileStorage(path.join(config.dataDir, 'files'));
    await seedDatabase(handle.db, { demo: config.seedDemoData, storage });
    console.log(`Seeded the ${handle.kind === 'pglite' ? 'embedded database' : 'PostgreSQL database'}.`);
  } finally {
    await handle.close();
  }
}

await seed();
