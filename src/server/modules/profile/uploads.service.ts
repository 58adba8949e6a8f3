import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { StoredFile } from '../../../shared/contracts/accounts';
import { AppError } from '../../../shared/errors';
import { loadSharp } from '../../integrations/images/sharp';
import type { AppContext } from '../../app-context';
import type { AccountSettings } from '../../settings-defaults';
import { IMAGE_FORMATS, sniffVideo, VIDEO_TYPES, type VideoType } from './media-formats';
import * as q from './uploads.queries';

/** An uploaded file as the route hands it over (the multipart part, already size-limited). */
export interface IncomingFile {
  filename: string;
  stream: Readable & { truncated?: boolean };
  toBuffer(): Promise<Buffer>;
}

type Uploader = { id: string; role: string };
type ImageKind = 'AVATAR' | 'VIDEO_COVER';

/** Avatars are square and small: every place shows them at 40–160 px, 512 covers 3x screens. */
const AVATAR_SIZE = 512;
const COVER_WIDTH = 1280;

const isTooLarge = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  ((error as { statusCode?: number }).statusCode === 413 ||
    (error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE');

export function createUploadsService(
  deps: Pick<AppContext, 'db' | 'now' | 'log' | 'storage'> & {
    settings: Pick<AccountSettings, 'maxImageBytes' | 'maxVideoBytes'>;
  },
) {
  const tooLarge = (maxBytes: number) => new AppError('PAYLOAD_TOO_LARGE', { maxBytes });

  /** Records the file, points the profile at it and removes the file it replaced. */
  async function keep(
    user: Uploader,
    kind: ImageKind | 'INTRO_VIDEO',
    key: string,
    mimeType: string,
    byteSize: number,
    name: string,
  ): Promise<StoredFile> {
    const at = new Date(deps.now());
    let recorded: { file: { id: string }; replaced: string | null };
    try {
      recorded = await deps.db.transaction().execute(async (trx) => {
        const file = await q.insertStoredFile(trx, {
          ownerId: user.id,
          kind,
          mimeType,
          byteSize,
          storageKey: key,
          originalName: name.slice(0, 200) || null,
          createdAt: at,
        });
        const replaced = await q.attachToProfile(trx, user, kind, file.id, at);
        return { file, replaced: replaced ? await q.deleteStoredFile(trx, replaced) : null };
      });
    } catch (error) {
      // The bytes are already stored: without the row nothing would ever find them again.
      await deps.storage.delete(key).catch(() => undefined);
      throw error;
    }
    const { file, replaced } = recorded;
    if (replaced)
      await deps.storage
        .delete(replaced)
        .catch((error: unknown) => deps.log.warn({ err: error, key: replaced }, 'old upload not deleted'));
    return { id: file.id, kind, mimeType, byteSize, url: `/users/v1/open/files/${file.id}` };
  }

  return {
    /** Avatar (any user with a profile) or video cover (teachers): decoded, resized, WebP. */
    async storeImage(user: Uploader, kind: ImageKind, incoming: IncomingFile): Promise<StoredFile> {
      const maxBytes = deps.settings.maxImageBytes;
      let input: Buffer;
      try {
        input = await incoming.toBuffer();
      } catch (error) {
        if (isTooLarge(error)) throw tooLarge(maxBytes);
        throw error;
      }
      if (incoming.stream.truncated || input.length > maxBytes) throw tooLarge(maxBytes);
      const sharp = await loadSharp();
      const format = await sharp(input)
        .metadata()
        .then((m) => m.format)
        .catch(() => undefined);
      if (!format || !(IMAGE_FORMATS as readonly string[]).includes(format)) {
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', { allowed: IMAGE_FORMATS.map((f) => `image/${f}`) });
      }
      const pipeline = sharp(input).rotate();
      const output = await (
        kind === 'AVATAR'
          ? pipeline.resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover' })
          : pipeline.resize({ width: COVER_WIDTH, withoutEnlargement: true })
      )
        .webp({ quality: 85 })
        .toBuffer();
      const key = `${kind === 'AVATAR' ? 'avatars' : 'covers'}/${randomUUID()}.webp`;
      await deps.storage.put(key, output);
      return keep(user, kind, key, 'image/webp', output.length, incoming.filename);
    },

    /** Intro video (teachers): streamed to storage, never held in memory whole. */
    async storeVideo(user: Uploader, incoming: IncomingFile): Promise<StoredFile> {
      const maxBytes = deps.settings.maxVideoBytes;
      let type: VideoType | null = null;
      async function* checked(stream: Readable): AsyncGenerator<Buffer> {
        let head = Buffer.alloc(0);
        for await (const chunk of stream as AsyncIterable<Buffer>) {
          if (type) {
            yield chunk;
            continue;
          }
          head = Buffer.concat([head, chunk]);
          if (head.length < 12) continue;
          type = sniffVideo(head);
          if (!type) throw new AppError('UNSUPPORTED_MEDIA_TYPE', { allowed: [...VIDEO_TYPES] });
          yield head;
        }
        if (!type) throw new AppError('UNSUPPORTED_MEDIA_TYPE', { allowed: [...VIDEO_TYPES] });
      }
      const key = `videos/${randomUUID()}`;
      let byteSize: number;
      try {
        byteSize = await deps.storage.put(key, checked(incoming.stream));
      } catch (error) {
        await deps.storage.delete(key).catch(() => undefined);
        if (isTooLarge(error)) throw tooLarge(maxBytes);
        throw error;
      }
      if (incoming.stream.truncated || byteSize > maxBytes) {
        await deps.storage.delete(key);
        throw tooLarge(maxBytes);
      }
      return keep(user, 'INTRO_VIDEO', key, type ?? 'video/mp4', byteSize, incoming.filename);
    },
  };
}

export type UploadsService = ReturnType<typeof createUploadsService>;
