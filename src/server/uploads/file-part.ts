import type { FastifyRequest } from 'fastify';
import type { Readable } from 'node:stream';
import { AppError } from '../../shared/errors';
import { TEXT_CHARACTER_INVALID, text } from '../../shared/validation/text';

/** The one file of an upload request, as routes hand it to their services. */
export interface FilePart {
  /** Checked by the shared text rule: never empty, never a character no column may store. */
  filename: string;
  stream: Readable & { truncated?: boolean };
  toBuffer(): Promise<Buffer>;
}

/**
 * Every upload route's limits for @fastify/multipart: one file and at most one field, so a
 * field sent where the file should be is read and answered FILE_REQUIRED (with no field
 * allowed, busboy would refuse it as a 413 before the route saw it).
 */
export const SINGLE_FILE_LIMITS = { files: 1, fields: 1 } as const;

const fileRequired = () => new AppError('FILE_REQUIRED', { fields: { file: 'validation.file-required' } });
const nameFilter = text();

/**
 * The request's file part, checked before a byte of it is read: anything but multipart is 415;
 * a body whose first part is no file, or a file without a name, is FILE_REQUIRED; a name the
 * shared text rule refuses (a NUL, which PostgreSQL cannot store) is FILE_NAME_INVALID. So a
 * refused name never leaves bytes behind.
 */
export async function singleFilePart(request: FastifyRequest, limits?: { fileSize: number }): Promise<FilePart> {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
  const { value: part } = await request.parts(limits ? { limits } : undefined).next();
  // busboy makes a part without a file name a field, or (typed application/octet-stream) a file
  // whose name is undefined; a name that was only a path ("dir/") comes out empty.
  if (!part || part.type !== 'file' || typeof part.filename !== 'string' || part.filename === '') throw fileRequired();
  if (!nameFilter.safeParse(part.filename).success)
    throw new AppError('FILE_NAME_INVALID', { fields: { file: TEXT_CHARACTER_INVALID } });
  return { filename: part.filename, stream: part.file, toBuffer: () => part.toBuffer() };
}
