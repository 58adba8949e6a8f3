import { describe, expect, it, vi } from 'vitest';
import { IPC_CHANNELS, MAX_RECORDING_CHUNK_BYTES } from '../shared/ipc';
import {
  IpcRejectedError,
  registerIpcHandlers,
  type IpcHandlers,
  type IpcMainLike,
  type IpcSenderEvent,
} from './ipc-handlers';

const APP = 'app://repetytor';
const RECORDING_ID = '0b8f3c2e-5d4a-4b1e-9c7d-2f6a1e3b4c5d';

type Listener = (event: IpcSenderEvent, ...args: unknown[]) => unknown;

/** A stand-in for ipcMain: keeps the listeners so a test can invoke them like the renderer. */
function fakeIpcMain() {
  const listeners = new Map<string, Listener>();
  const ipcMain: IpcMainLike = {
    handle: (channel, listener) => listeners.set(channel, listener),
    removeHandler: (channel) => listeners.delete(channel),
  };
  const invoke = async (channel: string, url: string | null, ...args: unknown[]) =>
    listeners.get(channel)!({ senderFrame: url === null ? null : { url } }, ...args);
  return { ipcMain, listeners, invoke };
}

function fakeHandlers(): IpcHandlers {
  return {
    'app:getVersion': vi.fn(() => '1.2.3'),
    'tokens:get': vi.fn(async () => ({ token: 't', refresh: null })),
    'tokens:set': vi.fn(async () => undefined),
    'tokens:clear': vi.fn(async () => undefined),
    'notify:show': vi.fn(() => undefined),
    'tray:setUnreadCount': vi.fn(() => undefined),
    'screen:listSources': vi.fn(async () => [
      { id: 'screen:1:0', name: 'Screen 1', thumbnail: 'data:image/png;base64,AA==' },
    ]),
    'recording:start': vi.fn(async () => ({ recordingId: RECORDING_ID, filePath: '/rec/lesson-1.webm' })),
    'recording:appendChunk': vi.fn(async () => undefined),
    'recording:stop': vi.fn(async () => ({ filePath: '/rec/lesson-1.webm', bytes: 3 })),
    'updates:check': vi.fn(async () => ({ status: 'disabled' as const })),
  };
}

function setup() {
  const fake = fakeIpcMain();
  const handlers = fakeHandlers();
  const rejected: IpcRejectedError[] = [];
  const unregister = registerIpcHandlers(fake.ipcMain, {
    appOrigin: APP,
    handlers,
    onRejected: (e) => rejected.push(e),
  });
  return { ...fake, handlers, rejected, unregister };
}

describe('registerIpcHandlers', () => {
  it('registers exactly the channels of the contract and can remove them', () => {
    const { listeners, unregister } = setup();
    expect([...listeners.keys()].sort()).toEqual([...IPC_CHANNELS].sort());
    unregister();
    expect(listeners.size).toBe(0);
  });

  it('answers a call from the app origin with the parsed output', async () => {
    const { invoke, handlers } = setup();
    await expect(invoke('app:getVersion', `${APP}/lessons`)).resolves.toBe('1.2.3');
    await expect(invoke('tokens:set', `${APP}/`, { token: 'abc' })).resolves.toBeUndefined();
    expect(handlers['tokens:set']).toHaveBeenCalledWith({ token: 'abc' });
  });

  it('rejects a sender from a foreign origin before the handler runs', async () => {
    const { invoke, handlers, rejected } = setup();
    await expect(invoke('tokens:get', 'https://evil.com/')).rejects.toThrow(/IPC_FORBIDDEN tokens:get/);
    await expect(invoke('tokens:get', 'file:///tmp/evil.html')).rejects.toThrow(IpcRejectedError);
    await expect(invoke('tokens:get', 'app://evil/')).rejects.toThrow(IpcRejectedError);
    expect(handlers['tokens:get']).not.toHaveBeenCalled();
    expect(rejected.map((e) => e.reason)).toEqual(['forbidden-sender', 'forbidden-sender', 'forbidden-sender']);
  });

  it('rejects a sender whose frame is gone', async () => {
    const { invoke, handlers } = setup();
    await expect(invoke('tokens:clear', null)).rejects.toThrow(/IPC_FORBIDDEN/);
    expect(handlers['tokens:clear']).not.toHaveBeenCalled();
  });

  it.each([
    ['notify:show', [{ title: '', body: 'x' }]],
    ['notify:show', [{ title: 'x'.repeat(201), body: '' }]],
    ['notify:show', [{ title: 'x', body: '', path: 'https://evil.example/' }]],
    ['notify:show', [{ title: 'x', body: '', path: '//evil.example/messages' }]],
    ['notify:show', [{ title: 'x', body: '', path: 'javascript:alert(1)' }]],
    ['tray:setUnreadCount', [{ count: -1 }]],
    ['tray:setUnreadCount', [{ count: 1.5 }]],
    ['tray:setUnreadCount', ['7']],
    ['tokens:set', [{}]],
    ['tokens:set', [{ token: 42 }]],
    ['recording:start', [{ lessonId: '../../etc', mimeType: 'video/webm' }]],
    ['recording:start', [{ lessonId: 'l1', mimeType: 'application/x-sh' }]],
    ['recording:appendChunk', [{ recordingId: 'not-a-uuid', chunk: new Uint8Array(1) }]],
    ['recording:appendChunk', [{ recordingId: RECORDING_ID, chunk: [1, 2, 3] }]],
    ['recording:stop', [{ recordingId: '../x' }]],
    ['app:getVersion', ['unexpected']],
    ['tokens:get', [undefined, 'extra argument']],
  ])('rejects an invalid %s payload without calling the handler', async (channel, args) => {
    const { invoke, handlers, rejected } = setup();
    await expect(invoke(channel, `${APP}/`, ...args)).rejects.toThrow(/IPC_INVALID_INPUT/);
    expect(handlers[channel as keyof IpcHandlers]).not.toHaveBeenCalled();
    expect(rejected[0]?.reason).toBe('invalid-input');
  });

  it('refuses a recording chunk above the size cap', async () => {
    const { invoke, handlers } = setup();
    const chunk = new Uint8Array(MAX_RECORDING_CHUNK_BYTES + 1);
    await expect(invoke('recording:appendChunk', `${APP}/`, { recordingId: RECORDING_ID, chunk })).rejects.toThrow(
      'IPC_INVALID_INPUT recording:appendChunk: chunk',
    );
    expect(handlers['recording:appendChunk']).not.toHaveBeenCalled();
  });

  it('passes binary chunks through to the handler', async () => {
    const { invoke, handlers } = setup();
    const chunk = new Uint8Array([1, 2, 3]);
    await invoke('recording:appendChunk', `${APP}/`, { recordingId: RECORDING_ID, chunk });
    expect(handlers['recording:appendChunk']).toHaveBeenCalledWith({ recordingId: RECORDING_ID, chunk });
  });

  it('never echoes the payload in the error, which could hold a token', async () => {
    const { invoke } = setup();
    const error = await invoke('tokens:set', `${APP}/`, { token: '', refresh: 'secret-refresh' }).catch(
      (e: Error) => e,
    );
    expect(String((error as Error).message)).not.toContain('secret-refresh');
  });

  it('refuses to hand the renderer an output that breaks the contract', async () => {
    const { invoke, handlers } = setup();
    vi.mocked(handlers['screen:listSources']).mockResolvedValueOnce([
      { id: 'x', name: 'y', thumbnail: 'javascript:1' },
    ]);
    await expect(invoke('screen:listSources', `${APP}/`)).rejects.toThrow();
  });
});
