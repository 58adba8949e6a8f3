/* The favourites feature's public surface; the router lazy-loads it (HOUSE-STYLE 7). */
export { FavouritesPage } from './FavouritesPage';
export { useFavouriteIds, useToggleFavourite } from './favourites.queries';
