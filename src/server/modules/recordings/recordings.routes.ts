import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ChunkReceipt,
  LessonRecording,
  RECORDING_CHUNK_MAX_BYTES,
  RecordingChunkParams,
  RecordingLessonParams,
  RecordingList,
  RecordingMediaQuery,
  RecordingMediaUrl,
  RecordingParams,
  RecordingUsage,
  recordingMediaPath,
  StartRecordingInput,
  StopRecordingInput,
} from '../../../shared/contracts/recordings';
import { AppError } from '../../../shared/errors';
import type { FileStorage } from '../../integrations/storage/file-storage.port';
import { parseRange, readRange } from './recording-media';
import type { RecordingsService } from './recordings.service';

/** A lesson's browser recordings, for its two participants. */
export const recordingRoutes: FastifyPluginAsyncZod<{ recordings: RecordingsService }> = async (
  app,
  { recordings },
) => {
  const tags = ['recordings'];
  app.addHook('onRequest', app.authenticate);
  // A chunk is the recorder's bytes as they are.
  app.addContentTypeParser(
    'application/octet-stream',
    { parseAs: 'buffer', bodyLimit: RECORDING_CHUNK_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );

  app.get(
    '/lessons/:lessonId/recordings',
    { schema: { tags, params: RecordingLessonParams, response: { 200: RecordingList } } },
    async (request) => recordings.list(request.user!.id, request.params.lessonId),
  );

  app.post(
    '/lessons/:lessonId/recordings',
    { schema: { tags, params: RecordingLessonParams, body: StartRecordingInput, response: { 201: LessonRecording } } },
    async (request, reply) =>
      reply.code(201).send(await recordings.start(request.user!.id, request.params.lessonId, request.body.mimeType)),
  );

  app.get('/recordings/usage', { schema: { tags, response: { 200: RecordingUsage } } }, async (request) =>
    recordings.usage(request.user!.id),
  );

  app.put(
    '/lessons/:lessonId/recordings/:recordingId/chunks/:index',
    {
      schema: { tags, params: RecordingChunkParams, response: { 200: ChunkReceipt } },
      // After the instance's authentication, before the body is read: a refused upload costs no bytes.
      onRequest: async (request) => recordings.assertUploadAllowed(request.user!.id),
    },
    async (request) => {
      const { lessonId, recordingId, index } = request.params;
      if (!Buffer.isBuffer(request.body) || request.body.length === 0) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
      return recordings.putChunk(request.user!.id, lessonId, recordingId, index, request.body);
    },
  );

  for (const action of ['pause', 'resume'] as const) {
    app.post(
      `/lessons/:lessonId/recordings/:recordingId/${action}`,
      { schema: { tags, params: RecordingParams, response: { 200: LessonRecording } } },
      async (request) => recordings[action](request.user!.id, request.params.lessonId, request.params.recordingId),
    );
  }

  app.post(
    '/lessons/:lessonId/recordings/:recordingId/stop',
    { schema: { tags, params: RecordingParams, body: StopRecordingInput, response: { 200: LessonRecording } } },
    async (request) =>
      recordings.stop(request.user!.id, request.params.lessonId, request.params.recordingId, request.body.durationMs),
  );

  app.post(
    '/lessons/:lessonId/recordings/:recordingId/media-url',
    { schema: { tags, params: RecordingParams, response: { 200: RecordingMediaUrl } } },
    async (request) =>
      recordings.mediaUrl(
        request.user!.id,
        request.params.lessonId,
        request.params.recordingId,
        recordingMediaPath(request.params.recordingId),
      ),
  );
};

/**
 * GET /users/v1/open/users/recordings/:recordingId/media?ticket=…: the recording's file for the
 * video element, with byte ranges so it can seek.
 */
export const recordingMediaRoutes: FastifyPluginAsyncZod<{
  recordings: RecordingsService;
  storage: FileStorage;
}> = async (app, { recordings, storage }) => {
  app.get(
    '/users/recordings/:recordingId/media',
    {
      schema: {
        tags: ['recordings'],
        params: RecordingParams.pick({ recordingId: true }),
        querystring: RecordingMediaQuery,
        hide: true,
      },
    },
    async (request, reply) => {
      const { row, sizes } = await recordings.media(request.params.recordingId, request.query.ticket);
      const size = sizes.reduce((sum, c) => sum + c.size_bytes, 0);
      const range = parseRange(request.headers.range, size);
      reply
        .header('accept-ranges', 'bytes')
        .header('cache-control', 'private, no-store')
        .header('content-type', row.mime_type.split(';')[0]!);
      if (range === 'bad') return reply.code(416).header('content-range', `bytes */${size}`).send();
      const { start, end } = range ?? { start: 0, end: size - 1 };
      if (range) reply.code(206).header('content-range', `bytes ${start}-${end}/${size}`);
      reply.header('content-length', String(Math.max(end - start + 1, 0)));
      if (size === 0) return reply.send('');
      return reply.send(readRange(storage, row.id, sizes, start, end));
    },
  );
};
