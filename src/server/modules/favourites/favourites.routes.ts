import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  FavouritesList,
  FavouriteState,
  FavouriteTeacherParams,
  MergeFavouritesInput,
  MergeFavouritesResult,
} from '../../../shared/contracts/discovery';
import type { FavouritesService } from './favourites.service';

/** `/users/v1/favourites`: signed-in only; the user is always the token's, never a parameter. */
export const favouriteRoutes: FastifyPluginAsyncZod<{ favourites: FavouritesService }> = async (
  app,
  { favourites },
) => {
  const tags = ['favourites'];
  const security = [{ bearerAuth: [] }];
  app.addHook('onRequest', app.authenticate);

  app.get('/favourites', { schema: { tags, security, response: { 200: FavouritesList } } }, async (request) =>
    favourites.list(request.user!.id, request.language),
  );

  app.put(
    '/favourites/:teacherId',
    { schema: { tags, security, params: FavouriteTeacherParams, response: { 200: FavouriteState } } },
    async (request) => favourites.add(request.user!.id, request.params.teacherId),
  );

  app.delete(
    '/favourites/:teacherId',
    { schema: { tags, security, params: FavouriteTeacherParams, response: { 200: FavouriteState } } },
    async (request) => favourites.remove(request.user!.id, request.params.teacherId),
  );

  app.post(
    '/favourites/merge',
    { schema: { tags, security, body: MergeFavouritesInput, response: { 200: MergeFavouritesResult } } },
    async (request) => favourites.merge(request.user!.id, request.body.teacherIds),
  );
};
