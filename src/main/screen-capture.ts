import type { DesktopCapturer } from 'electron';
import type { ScreenSource } from '../shared/ipc';

/*
 * Screens and windows a tutor can share, for the renderer's own picker. The renderer then
 * captures the chosen one with `getUserMedia({ chromeMediaSource: 'desktop', chromeMediaSourceId })`,
 * which keeps the choice (and its preview) inside the app instead of a bare OS dialog.
 */

/** Small enough that a dozen previews cost little over IPC, large enough to recognise a window. */
export const THUMBNAIL_SIZE = { width: 320, height: 180 } as const;

export async function listScreenSources(desktopCapturer: Pick<DesktopCapturer, 'getSources'>): Promise<ScreenSource[]> {
  const sources = await desktopCapturer.getSources({
    types: ['screen', 'window'],
    thumbnailSize: THUMBNAIL_SIZE,
    fetchWindowIcons: false,
  });
  // Minimised windows come with an empty thumbnail; they are still listed so the tutor finds them.
  return sources.map((source) => ({
    id: source.id,
    name: source.name,
    thumbnail: source.thumbnail.toDataURL(),
  }));
}
