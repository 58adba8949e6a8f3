import type { z } from 'zod';
import { ipcContract, type IpcChannel, type IpcContract, type IpcOutput } from '../shared/ipc';
import { isAppUrl } from './security';

/*
 * The main-process side of the IPC contract. Every handler runs the same two gates before any
 * work: the message must come from a frame showing the app's own origin, and its payload must
 * parse with the channel's schema. Outputs are parsed too, so the renderer can trust the types.
 */

/** The parsed input a handler receives: zod output, so defaults and refinements have applied. */
export type IpcHandlerInput<C extends IpcChannel> = z.output<IpcContract[C]['input']>;

export type IpcHandlers = {
  [C in IpcChannel]: (input: IpcHandlerInput<C>) => IpcOutput<C> | Promise<IpcOutput<C>>;
};

/** The part of an `IpcMainInvokeEvent` the gate reads; a null frame was destroyed or navigated. */
export interface IpcSenderEvent {
  senderFrame: { url: string } | null;
}

/** The part of Electron's `ipcMain` this module uses, so tests can pass a fake. */
export interface IpcMainLike {
  handle(channel: string, listener: (event: IpcSenderEvent, ...args: unknown[]) => unknown): void;
  removeHandler(channel: string): void;
}

export type IpcRejection = 'forbidden-sender' | 'invalid-input';

/** Error messages cross to the renderer as text, so they carry a stable code, never the payload. */
export class IpcRejectedError extends Error {
  constructor(
    readonly reason: IpcRejection,
    readonly channel: IpcChannel,
    detail = '',
  ) {
    super(`${reason === 'forbidden-sender' ? 'IPC_FORBIDDEN' : 'IPC_INVALID_INPUT'} ${channel}${detail}`);
    this.name = 'IpcRejectedError';
  }
}

export interface RegisterIpcOptions {
  appOrigin: string;
  handlers: IpcHandlers;
  onRejected?: (error: IpcRejectedError) => void;
}

function issuePaths(error: z.ZodError): string {
  const paths = error.issues.map((issue) => issue.path.join('.') || '(root)');
  return `: ${[...new Set(paths)].join(', ')}`;
}

function registerChannel<C extends IpcChannel>(ipcMain: IpcMainLike, channel: C, options: RegisterIpcOptions): void {
  const { input: inputSchema, output: outputSchema } = ipcContract[channel];
  const handler = options.handlers[channel];
  ipcMain.handle(channel, async (event, ...args) => {
    const senderUrl = event.senderFrame?.url ?? '';
    if (!isAppUrl(senderUrl, options.appOrigin)) {
      const error = new IpcRejectedError('forbidden-sender', channel);
      options.onRejected?.(error);
      throw error;
    }
    // More than one argument is never sent by preload, so it is treated as a forged call.
    const parsed = args.length > 1 ? null : inputSchema.safeParse(args[0]);
    if (!parsed || !parsed.success) {
      const error = new IpcRejectedError('invalid-input', channel, parsed ? issuePaths(parsed.error) : '');
      options.onRejected?.(error);
      throw error;
    }
    const output = await handler(parsed.data as IpcHandlerInput<C>);
    return outputSchema.parse(output);
  });
}

/** Registers every channel of the contract; returns a function that removes them again. */
export function registerIpcHandlers(ipcMain: IpcMainLike, options: RegisterIpcOptions): () => void {
  const channels = Object.keys(ipcContract) as IpcChannel[];
  for (const channel of channels) registerChannel(ipcMain, channel, options);
  return () => {
    for (const channel of channels) ipcMain.removeHandler(channel);
  };
}
