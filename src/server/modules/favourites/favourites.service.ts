import type { FavouritesList, FavouriteState, MergeFavouritesResult } from '../../../shared/contracts/discovery';
import { AppError } from '../../../shared/errors';
import type { Language } from '../../../shared/i18n/language';
import type { DiscoveryDeps } from '../search/search.module';
import { toTutorCard } from '../search/search.module';
import { tutorCardsOf } from '../search/search.module';
import * as queries from './favourites.queries';

export type FavouritesDeps = DiscoveryDeps;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Favourites of a signed-in user (guests keep theirs in local storage). Adding and
 * removing are idempotent, so a double click or a retried request changes nothing.
 */
export function createFavouritesService(deps: FavouritesDeps) {
  return {
    async list(userId: string, language: Language): Promise<FavouritesList> {
      const [publicIds, ids, names] = await Promise.all([
        queries.listPublicFavouriteIds(deps.db, userId),
        queries.listFavouriteIds(deps.db, userId),
        deps.names.get(),
      ]);
      const rows = await tutorCardsOf(deps.db, publicIds);
      const now = deps.now();
      return {
        items: rows.map((row) => toTutorCard(row, names, language, now)),
        teacherIds: ids.map((row) => row.teacher_id),
      };
    },

    async add(userId: string, teacherId: string): Promise<FavouriteState> {
      if (teacherId === userId) throw new AppError('BAD_REQUEST');
      const [publicId] = await queries.publicTutorIds(deps.db, [teacherId]);
      if (!publicId) throw new AppError('NOT_FOUND');
      await queries.addFavourites(deps.db, userId, [publicId], new Date(deps.now()));
      return { teacherId, favourite: true };
    },

    async remove(userId: string, teacherId: string): Promise<FavouriteState> {
      await queries.removeFavourite(deps.db, userId, teacherId);
      return { teacherId, favourite: false };
    },

    /**
     * Merges a guest's local list at sign-in. Ids that are malformed, unknown, unverified or the
     * user's own are skipped, not refused: local storage may hold anything, and sign-in must not
     * fail over a stale favourite.
     */
    async merge(userId: string, teacherIds: readonly string[]): Promise<MergeFavouritesResult> {
      const candidates = [
        ...new Set(teacherIds.map((id) => id.toLowerCase()).filter((id) => UUID.test(id) && id !== userId)),
      ];
      const publicIds = await queries.publicTutorIds(deps.db, candidates);
      const added = await queries.addFavourites(deps.db, userId, publicIds, new Date(deps.now()));
      const ids = await queries.listFavouriteIds(deps.db, userId);
      return { added, teacherIds: ids.map((row) => row.teacher_id) };
    },
  };
}

export type FavouritesService = ReturnType<typeof createFavouritesService>;
