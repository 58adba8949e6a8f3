/** Server paths of the favourites (src/server/modules/favourites): signed-in only, bearer sent. */
export const FAVOURITES_PATH = '/users/v1/favourites';
export const favouritePath = (teacherId: string) => `${FAVOURITES_PATH}/${encodeURIComponent(teacherId)}`;
export const MERGE_FAVOURITES_PATH = `${FAVOURITES_PATH}/merge`;
