import type { MergeFavouritesResult } from '../../../shared/contracts/discovery';
import type { ApiClient } from '../../api';
import { browserStorage } from '../../platform/storage';
import { createGuestFavourites, notifyGuestFavouritesChanged } from './guest-favourites';
import { MERGE_FAVOURITES_PATH } from './favourites.api';

/**
 * A guest's favourites move to the server at sign-in. The local list is forgotten only
 * once the server has them, so a failed merge is tried again at the next sign-in.
 */
export async function mergeGuestFavourites(client: ApiClient): Promise<MergeFavouritesResult | null> {
  const local = createGuestFavourites(browserStorage, notifyGuestFavouritesChanged);
  const teacherIds = local.list();
  if (teacherIds.length === 0) return null;
  const response = await client.post<MergeFavouritesResult>(MERGE_FAVOURITES_PATH, { teacherIds });
  local.clear();
  return response.data;
}
