import { z } from 'zod';

/*
 * The one IPC contract between the renderer (through preload) and the Electron main process.
 * Every channel is `domain:action` with an input and an output schema. Main parses every input
 * with these schemas before acting, because a compromised renderer can send anything; preload
 * only uses the types, so zod never has to be bundled into the sandboxed preload script.
 */

/** Bearer tokens are JWTs; the cap only stops a hostile renderer from filling the keychain. */
const StoredToken = z.string().min(1).max(16_384);

/** Same shape as the web build's localStorage keys `token` and `refresh` (spec section 9). */
export const TokenPair = z.object({
  token: StoredToken.nullable(),
  refresh: StoredToken.nullable(),
});
export type TokenPair = z.infer<typeof TokenPair>;

/**
 * `refresh` left out keeps the stored refresh token: the refresh flow of spec section 7 receives
 * only a new `{ token }`.
 */
export const SetTokensInput = z.object({
  token: StoredToken,
  refresh: StoredToken.nullable().optional(),
});
export type SetTokensInput = z.infer<typeof SetTokensInput>;

/**
 * An app route a notification opens when clicked (`/messages/<id>`, `/requests?tab=general`): a
 * path of our own origin only, never a URL, so a hostile renderer cannot point the window elsewhere.
 */
export const AppRoutePath = z
  .string()
  .max(512)
  .regex(/^\/(?!\/)[A-Za-z0-9_~.%/-]*(\?[A-Za-z0-9_~.%=&+-]*)?$/);

export const NotificationInput = z.object({
  title: z.string().min(1).max(200),
  body: z.string().max(1_000),
  /** The screen to open on click; without it the app is only brought forward. */
  path: AppRoutePath.optional(),
});
export type NotificationInput = z.infer<typeof NotificationInput>;

export const UnreadCountInput = z.object({ count: z.number().int().min(0).max(1_000_000) });

export const ScreenSource = z.object({
  /** desktopCapturer id, passed back as `chromeMediaSourceId` to capture that screen or window. */
  id: z.string().min(1),
  name: z.string(),
  /** A small PNG preview as a data URL for the picker. */
  thumbnail: z.string().startsWith('data:image/'),
});
export type ScreenSource = z.infer<typeof ScreenSource>;

/** Ids become part of a file name on disk, so only a conservative alphabet is accepted. */
export const LessonId = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);

/** MediaRecorder types we know how to name on disk; codecs parameters are allowed. */
export const RecordingMimeType = z
  .string()
  .max(200)
  .regex(/^(video|audio)\/(webm|mp4|x-matroska)(;[ \w=.,"-]*)?$/);

export const RecordingId = z.uuid();

/** One MediaRecorder timeslice; far above a real second of video, far below a memory threat. */
export const MAX_RECORDING_CHUNK_BYTES = 16 * 1024 * 1024;

export const StartRecordingInput = z.object({ lessonId: LessonId, mimeType: RecordingMimeType });
export const StartRecordingOutput = z.object({ recordingId: RecordingId, filePath: z.string() });
export type StartRecordingOutput = z.infer<typeof StartRecordingOutput>;

export const AppendChunkInput = z.object({
  recordingId: RecordingId,
  chunk: z.instanceof(Uint8Array).refine((chunk) => chunk.byteLength <= MAX_RECORDING_CHUNK_BYTES, 'chunk too large'),
});

export const StopRecordingInput = z.object({ recordingId: RecordingId });
export const StopRecordingOutput = z.object({
  filePath: z.string(),
  bytes: z.number().int().min(0),
});
export type StopRecordingOutput = z.infer<typeof StopRecordingOutput>;

export const UpdateCheckResult = z.object({
  /** `disabled`: a development run or a build without an update feed. */
  status: z.enum(['disabled', 'up-to-date', 'available', 'error']),
  version: z.string().optional(),
});
export type UpdateCheckResult = z.infer<typeof UpdateCheckResult>;

const NoInput = z.undefined();
const NoOutput = z.void();

export const ipcContract = {
  'app:getVersion': { input: NoInput, output: z.string() },
  'tokens:get': { input: NoInput, output: TokenPair },
  'tokens:set': { input: SetTokensInput, output: NoOutput },
  'tokens:clear': { input: NoInput, output: NoOutput },
  'notify:show': { input: NotificationInput, output: NoOutput },
  'tray:setUnreadCount': { input: UnreadCountInput, output: NoOutput },
  'screen:listSources': { input: NoInput, output: z.array(ScreenSource) },
  'recording:start': { input: StartRecordingInput, output: StartRecordingOutput },
  'recording:appendChunk': { input: AppendChunkInput, output: NoOutput },
  'recording:stop': { input: StopRecordingInput, output: StopRecordingOutput },
  'updates:check': { input: NoInput, output: UpdateCheckResult },
} as const satisfies Record<`${string}:${string}`, { input: z.ZodType; output: z.ZodType }>;

export type IpcContract = typeof ipcContract;
export type IpcChannel = keyof IpcContract;
export type IpcInput<C extends IpcChannel> = z.input<IpcContract[C]['input']>;
export type IpcOutput<C extends IpcChannel> = z.output<IpcContract[C]['output']>;
export const IPC_CHANNELS = Object.keys(ipcContract) as IpcChannel[];

/** Channels without input are called with no argument rather than with `undefined`. */
export type IpcArgs<C extends IpcChannel> = [IpcInput<C>] extends [undefined] ? [] : [input: IpcInput<C>];

type DomainOf<C> = C extends `${infer Domain}:${string}` ? Domain : never;
type ActionsOf<Domain extends string> = {
  [C in IpcChannel as C extends `${Domain}:${infer Action}` ? Action : never]: (
    ...args: IpcArgs<C>
  ) => Promise<IpcOutput<C>>;
};

/**
 * What preload exposes as `window.desktop`: one named function per channel, grouped by domain
 * (`desktop.recording.appendChunk(...)`). Derived from the contract, so a new channel without a
 * preload function is a type error.
 */
export type DesktopApi = { [Domain in DomainOf<IpcChannel>]: ActionsOf<Domain> };
