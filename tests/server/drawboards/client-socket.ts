import type { TLPersistentClientSocket, TLSocketStatusChangeEvent } from '@tldraw/sync-core';

/**
 * What a tldraw sync client's socket keeps whatever carries its messages: its status and the
 * client's listeners. A WebSocket (board-sync-client.ts) or an in-process room (the timing unit
 * test) supplies the transport.
 */
export abstract class ClientSocket implements TLPersistentClientSocket {
  connectionStatus: 'error' | 'offline' | 'online' = 'offline';
  private readonly messageListeners = new Set<(msg: object) => void>();
  private readonly statusListeners = new Set<(event: TLSocketStatusChangeEvent) => void>();

  abstract sendMessage(msg: object): void;
  abstract restart(): void;
  abstract close(): void;

  onReceiveMessage = (cb: (msg: object) => void) => {
    this.messageListeners.add(cb);
    return () => void this.messageListeners.delete(cb);
  };
  onStatusChange = (cb: (event: TLSocketStatusChangeEvent) => void) => {
    this.statusListeners.add(cb);
    return () => void this.statusListeners.delete(cb);
  };

  protected setStatus(status: 'online' | 'offline') {
    if (this.connectionStatus === status) return;
    this.connectionStatus = status;
    for (const cb of this.statusListeners) cb({ status });
  }

  /** Hands a message from the server to the client. */
  protected deliver(msg: object) {
    for (const cb of this.messageListeners) cb(msg);
  }
}
