import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PublicUserDetails, UploadLimits, UserIdParams } from '../../../shared/contracts/accounts';
import { AppError } from '../../../shared/errors';
import type { AppContext } from '../../app-context';
import type { AccountSettings } from '../../settings-defaults';
import type { PublicUsersService } from './public-users.service';
import { IMAGE_FORMATS, VIDEO_TYPES } from './media-formats';
import { findPublicFile } from './uploads.queries';

export interface OpenUserRoutesOptions {
  users: PublicUsersService;
  /** The upload limits the browser is told, and the files the pages show. */
  deps: Pick<AppContext, 'db' | 'storage'> & { settings: Pick<AccountSettings, 'maxImageBytes' | 'maxVideoBytes'> };
}

/** Open (guest) paths: tutor pages, the files they show and the upload limits ('/open' carries no bearer). */
export const openUserRoutes: FastifyPluginAsyncZod<OpenUserRoutesOptions> = async (app, { users, deps }) => {
  const tags = ['users'];

  app.get(
    '/users/:id',
    { schema: { tags, params: UserIdParams, response: { 200: PublicUserDetails } } },
    async (request) => users.details(request.params.id, null),
  );

  // The configured upload limits and formats, for the browser's hints and its check before uploading.
  app.get('/upload-limits', { schema: { tags, response: { 200: UploadLimits } } }, async () => ({
    maxImageBytes: deps.settings.maxImageBytes,
    maxVideoBytes: deps.settings.maxVideoBytes,
    imageTypes: IMAGE_FORMATS.map((format) => `image/${format}`),
    videoTypes: [...VIDEO_TYPES],
  }));

  app.get('/files/:id', { schema: { tags, params: UserIdParams } }, async (request, reply) => {
    const file = await findPublicFile(deps.db, request.params.id);
    const stream = file ? await deps.storage.get(file.storage_key) : null;
    if (!file || !stream) throw new AppError('NOT_FOUND');
    // A file id never changes content (a new upload gets a new id), so it may be cached forever.
    return reply
      .type(file.mime_type)
      .header('content-length', file.byte_size)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .send(stream);
  });
};

/** The same details for signed-in viewers, who may also open student pages. */
export const userDetailsRoutes: FastifyPluginAsyncZod<{ users: PublicUsersService }> = async (app, { users }) => {
  app.addHook('onRequest', app.authenticate);
  app.get(
    '/users/:id',
    { schema: { tags: ['users'], params: UserIdParams, response: { 200: PublicUserDetails } } },
    async (request) => users.details(request.params.id, request.user),
  );
};
