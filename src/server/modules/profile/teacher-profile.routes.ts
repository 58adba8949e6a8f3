import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { StoredFile, TeacherProfile, TeacherProfileInput } from '../../../shared/contracts/accounts';
import { singleFilePart, SINGLE_FILE_LIMITS } from '../../uploads/file-part';
import type { AccountSettings } from '../../settings-defaults';
import type { TeacherProfileService } from './teacher-profile.service';
import type { IncomingFile, UploadsService } from './uploads.service';

export interface TeacherProfileRoutesOptions {
  teachers: TeacherProfileService;
  uploads: UploadsService;
  settings: Pick<AccountSettings, 'maxImageBytes' | 'maxVideoBytes'>;
}

/** The teacher profile and its photo/video uploads, within their size and type limits. */
export const teacherProfileRoutes: FastifyPluginAsyncZod<TeacherProfileRoutesOptions> = async (app, options) => {
  const { teachers, uploads, settings } = options;
  const tags = ['profile'];
  app.addHook('onRequest', app.authenticate);
  // One file per request; the per-route size limit is passed to request.file() below.
  await app.register(multipart, {
    limits: { ...SINGLE_FILE_LIMITS, fileSize: Math.max(settings.maxImageBytes, settings.maxVideoBytes) },
  });

  const teacherOnly = { onRequest: app.requireRole('ROLE_TEACHER') };
  const owner = (request: FastifyRequest) => ({ id: request.user!.id, role: request.user!.role });

  const fileOf = (request: FastifyRequest, maxBytes: number): Promise<IncomingFile> =>
    singleFilePart(request, { fileSize: maxBytes });

  app.get(
    '/profile/teacher',
    { ...teacherOnly, schema: { tags, response: { 200: TeacherProfile } } },
    async (request) => teachers.read(request.user!.id),
  );

  app.put(
    '/profile/teacher',
    { ...teacherOnly, schema: { tags, body: TeacherProfileInput, response: { 200: TeacherProfile } } },
    async (request) => teachers.save(request.user!.id, request.body),
  );

  app.post(
    '/profile/photo',
    {
      onRequest: app.requireRole('ROLE_TEACHER', 'ROLE_STUDENT'),
      schema: { tags, consumes: ['multipart/form-data'], response: { 201: StoredFile } },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await uploads.storeImage(owner(request), 'AVATAR', await fileOf(request, settings.maxImageBytes))),
  );

  app.post(
    '/profile/video-cover',
    { ...teacherOnly, schema: { tags, consumes: ['multipart/form-data'], response: { 201: StoredFile } } },
    async (request, reply) =>
      reply
        .code(201)
        .send(await uploads.storeImage(owner(request), 'VIDEO_COVER', await fileOf(request, settings.maxImageBytes))),
  );

  app.post(
    '/profile/video',
    { ...teacherOnly, schema: { tags, consumes: ['multipart/form-data'], response: { 201: StoredFile } } },
    async (request, reply) =>
      reply.code(201).send(await uploads.storeVideo(owner(request), await fileOf(request, settings.maxVideoBytes))),
  );
};
