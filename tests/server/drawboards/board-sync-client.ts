import { TLSyncClient } from '@tldraw/sync-core';
import {
  atom,
  createShapeId,
  createTLStore,
  DocumentRecordType,
  GeoShapeUtil,
  getIndexAbove,
  type IndexKey,
  PageRecordType,
  TLDOCUMENT_ID,
  type TLRecord,
  type TLShapeId,
  type TLStore,
} from 'tldraw';
import WebSocket from 'ws';
import { ClientSocket } from './client-socket';

/*
 * Outside vitest (the benchmark), tldraw's client schedules its sends on animation frames, as in
 * a browser: frames here come on a 60 Hz grid, like a display's.
 */
const FRAME_MS = 1000 / 60;
globalThis.requestAnimationFrame ??= (cb: FrameRequestCallback) =>
  setTimeout(() => cb(performance.now()), FRAME_MS - (performance.now() % FRAME_MS)) as unknown as number;
globalThis.cancelAnimationFrame ??= (handle: number) => clearTimeout(handle);

/**
 * tldraw's sync client in Node, as a browser tab runs it through `useSync`: a TLSyncClient on a
 * tldraw store, over a socket that can be cut (`offline()`) and restored (`online()`) to play a
 * client that lost its network. Each (re)connection asks `socketUrl` for a fresh ticketed URL.
 */
class NodeSocket extends ClientSocket {
  private ws: WebSocket | null = null;
  private closed = false;
  /** How the server closed each connection, oldest first. */
  readonly closes: Array<{ code: number; reason: string }> = [];
  private cut = false;

  constructor(private readonly socketUrl: () => Promise<string>) {
    super();
    void this.open();
  }

  private async open() {
    if (this.closed || this.cut) return;
    let url: string;
    try {
      url = await this.socketUrl();
    } catch {
      // As the browser client does: try again a little later.
      if (!this.closed) setTimeout(() => void this.open(), 500);
      return;
    }
    if (this.closed || this.cut) return;
    const ws = new WebSocket(url);
    this.ws = ws;
    ws.on('open', () => this.setStatus('online'));
    ws.on('message', (data) => this.deliver(JSON.parse(String(data)) as object));
    ws.on('error', () => {});
    ws.on('close', (code, reason) => {
      this.closes.push({ code, reason: reason.toString() });
      if (this.ws !== ws) return;
      this.ws = null;
      this.setStatus('offline');
      if (!this.closed && !this.cut) setTimeout(() => void this.open(), 50);
    });
  }

  sendMessage(msg: object) {
    if (this.ws?.readyState === WebSocket.OPEN) this.ws.send(JSON.stringify(msg));
  }
  restart() {
    this.ws?.close();
  }
  close() {
    this.closed = true;
    this.ws?.close();
  }
  offline() {
    this.cut = true;
    this.ws?.terminate();
  }
  online() {
    this.cut = false;
    void this.open();
  }
}

export interface BoardClient {
  store: TLStore;
  socket: NodeSocket;
  /** Resolves once the first connection has loaded the board. */
  loaded: Promise<void>;
  shapeIds(): TLShapeId[];
  /** Draws a rectangle on the board's first page (making the page if the board has none yet). */
  draw(x: number, y: number): TLShapeId;
  close(): void;
}

const geoProps = new GeoShapeUtil({} as never).getDefaultProps();

export function connectBoardClient(socketUrl: () => Promise<string>): BoardClient {
  const store = createTLStore({});
  const socket = new NodeSocket(socketUrl);
  let onLoad: () => void;
  let onError: (reason: string) => void;
  const loaded = new Promise<void>((resolve, reject) => {
    onLoad = resolve;
    onError = (reason) => reject(new Error(`sync error: ${reason}`));
  });
  const client = new TLSyncClient<TLRecord, TLStore>({
    store,
    socket,
    presence: atom('presence', null),
    onLoad: () => onLoad(),
    onSyncError: (reason) => onError(reason),
  });
  return {
    store,
    socket,
    loaded,
    shapeIds: () =>
      store
        .allRecords()
        .filter((r) => r.typeName === 'shape')
        .map((r) => r.id as TLShapeId),
    draw(x, y) {
      let page = store.allRecords().find((r) => r.typeName === 'page');
      if (!page) {
        page = PageRecordType.create({ id: PageRecordType.createId('page'), name: 'Page 1', index: 'a1' as never });
        const puts: TLRecord[] = [page];
        if (!store.get(TLDOCUMENT_ID)) puts.push(DocumentRecordType.create({ id: TLDOCUMENT_ID }));
        store.put(puts);
      }
      const id = createShapeId();
      const indexes = store
        .allRecords()
        .filter((r) => r.typeName === 'shape')
        .map((r) => (r as { index: IndexKey }).index)
        .sort();
      const top = indexes.at(-1) ?? null;
      store.put([
        {
          id,
          typeName: 'shape',
          type: 'geo',
          parentId: page.id as never,
          index: getIndexAbove(top),
          x,
          y,
          rotation: 0,
          isLocked: false,
          opacity: 1,
          meta: {},
          props: geoProps,
        } as TLRecord,
      ]);
      return id;
    },
    close() {
      client.close();
      socket.close();
    },
  };
}
