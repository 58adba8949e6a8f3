import { contextBridge, ipcRenderer } from 'electron';
import type { DesktopApi, IpcArgs, IpcChannel, IpcOutput } from '../shared/ipc';

/*
 * The only door between the renderer and the main process. The sandbox stays on, so this file
 * may require nothing but `electron`: shared code is imported for its types only. The helper
 * below is private; the renderer gets one named function per channel and can never choose a
 * channel name itself.
 */
function call<C extends IpcChannel>(channel: C, ...args: IpcArgs<C>): Promise<IpcOutput<C>> {
  return ipcRenderer.invoke(channel, ...args) as Promise<IpcOutput<C>>;
}

const desktop = {
  app: {
    getVersion: () => call('app:getVersion'),
  },
  tokens: {
    get: () => call('tokens:get'),
    set: (input) => call('tokens:set', input),
    clear: () => call('tokens:clear'),
  },
  notify: {
    show: (input) => call('notify:show', input),
  },
  tray: {
    setUnreadCount: (input) => call('tray:setUnreadCount', input),
  },
  screen: {
    listSources: () => call('screen:listSources'),
  },
  recording: {
    start: (input) => call('recording:start', input),
    appendChunk: (input) => call('recording:appendChunk', input),
    stop: (input) => call('recording:stop', input),
  },
  updates: {
    check: () => call('updates:check'),
  },
} satisfies DesktopApi;

contextBridge.exposeInMainWorld('desktop', desktop);
