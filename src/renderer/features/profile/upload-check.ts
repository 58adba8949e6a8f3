import type { UploadLimits } from '../../../shared/contracts/accounts';

/*
 * The browser's own check of a picked file against the server's configured limits
 * (photo and video have size limits and allowed formats), so an oversized or wrong file is
 * refused before it is sent. The server checks the content again; this only saves the upload.
 */

export type FileLimit = { maxBytes: number; types: readonly string[] };
export type UploadProblem = 'too-large' | 'wrong-format';

const MIB = 1024 * 1024;

/** Some systems give no type for a file (often .mov): its name's ending decides then. */
const TYPE_BY_EXTENSION: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  mp4: 'video/mp4',
  m4v: 'video/mp4',
  webm: 'video/webm',
  mov: 'video/quicktime',
};

function typeOf(file: Pick<File, 'name' | 'type'>): string {
  if (file.type) return file.type.toLowerCase();
  const extension = /\.([a-z0-9]+)$/i.exec(file.name)?.[1]?.toLowerCase();
  return (extension && TYPE_BY_EXTENSION[extension]) || '';
}

/** Why `file` cannot be uploaded under `limit`, or null when it may go. */
export function uploadProblem(file: Pick<File, 'name' | 'type' | 'size'>, limit: FileLimit): UploadProblem | null {
  if (!limit.types.includes(typeOf(file))) return 'wrong-format';
  if (file.size > limit.maxBytes) return 'too-large';
  return null;
}

/** Megabytes for a hint: whole numbers as they are, otherwise one decimal ("2.5"). */
export function megabytes(bytes: number): string {
  const value = bytes / MIB;
  return Number.isInteger(value) ? String(value) : value.toFixed(1);
}

/** The limits for an image upload (avatar, video cover) and for the intro video. */
export function imageLimit(limits: UploadLimits): FileLimit {
  return { maxBytes: limits.maxImageBytes, types: limits.imageTypes };
}
export function videoLimit(limits: UploadLimits): FileLimit {
  return { maxBytes: limits.maxVideoBytes, types: limits.videoTypes };
}
