import { loadConfig } from '../config';
import { openServerData } from '../server-data';

/**
 * `npm run db:seed`: migrates and seeds the database the server would use (DATABASE_URL, else
 * PGlite under DATA_DIR) without starting it, e.g. to prepare a PostgreSQL server before the
 * first deployment. It prepares exactly what a server start does (server-data.ts).
 */
const { handle } = await openServerData(loadConfig());
await handle.close();
console.log(`Seeded the ${handle.kind === 'pglite' ? 'embedded database' : 'PostgreSQL database'}.`);
