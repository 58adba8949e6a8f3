import { TLSocketRoom, TLSyncClient } from '@tldraw/sync-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  atom,
  createShapeId,
  createTLStore,
  DocumentRecordType,
  GeoShapeUtil,
  PageRecordType,
  TLDOCUMENT_ID,
  type TLRecord,
  type TLShapeId,
  type TLStore,
} from 'tldraw';
import { ClientSocket } from '../server/drawboards/client-socket';

/*
 * The board's sync client is tldraw's with one change (patches/@tldraw+sync-core+*.patch): an idle
 * link sends a change, and applies one it receives, at once instead of on the next animation frame,
 * keeping tldraw's cap of one send per sync frame. These tests run tldraw's real scheduling with
 * frames that come only when the test says, so a lost patch (a tldraw upgrade) fails here.
 */
let frames: FrameRequestCallback[] = [];
const runFrame = () => {
  for (const cb of frames.splice(0)) cb(performance.now());
};
const settle = () => new Promise((resolve) => setImmediate(resolve));

/** A socket between a sync client and a room in this process, delivering as a network does: later. */
class MemorySocket extends ClientSocket {
  readonly pushes: object[] = [];

  constructor(
    private readonly room: TLSocketRoom,
    private readonly sessionId: string,
  ) {
    super();
  }

  open() {
    this.room.handleSocketConnect({
      sessionId: this.sessionId,
      socket: {
        send: (data: string) => queueMicrotask(() => this.deliver(JSON.parse(data) as object)),
        close: () => {},
        readyState: 1,
      },
    });
    this.setStatus('online');
  }
  sendMessage(msg: object) {
    if ((msg as { type?: string }).type === 'push') this.pushes.push(msg);
    const data = JSON.stringify(msg);
    queueMicrotask(() => this.room.handleSocketMessage(this.sessionId, data));
  }
  restart() {}
  close() {}
}

const geoProps = new GeoShapeUtil({} as never).getDefaultProps();
const pageId = PageRecordType.createId('page');
const shape = (id: TLShapeId, x: number) =>
  ({
    id,
    typeName: 'shape',
    type: 'geo',
    parentId: pageId,
    index: 'a1',
    x,
    y: 0,
    rotation: 0,
    isLocked: false,
    opacity: 1,
    meta: {},
    props: geoProps,
  }) as TLRecord;

async function join(room: TLSocketRoom, sessionId: string) {
  const store: TLStore = createTLStore({});
  const socket = new MemorySocket(room, sessionId);
  let loaded = false;
  const client = new TLSyncClient<TLRecord, TLStore>({
    store,
    socket,
    presence: atom('presence', null),
    onLoad: () => (loaded = true),
    onSyncError: (reason) => {
      throw new Error(`sync error: ${reason}`);
    },
  });
  socket.open();
  // Connecting takes a message each way and the first rebase; frames let it finish whatever the timing.
  for (let i = 0; i < 20 && !loaded; i++) {
    await settle();
    runFrame();
  }
  expect(loaded).toBe(true);
  return { store, socket, client };
}

describe('board sync timing (patched tldraw sync client)', () => {
  beforeEach(() => {
    frames = [];
    // tldraw runs its throttles synchronously under NODE_ENV=test unless told to use frames.
    vi.stubGlobal('__FORCE_RAF_IN_TESTS__', true);
    vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => frames.push(cb));
    vi.stubGlobal('cancelAnimationFrame', () => {});
    vi.useFakeTimers({ toFake: ['Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('sends a change from an idle link at once, and the other side applies it at once', async () => {
    const room = new TLSocketRoom({});
    const tutor = await join(room, 'tutor');
    const student = await join(room, 'student');
    vi.advanceTimersByTime(1000);
    tutor.store.put([
      DocumentRecordType.create({ id: TLDOCUMENT_ID }),
      PageRecordType.create({ id: pageId, name: 'Page 1', index: 'a1' as never }),
    ]);
    const id = createShapeId();
    tutor.store.put([shape(id, 10)]);
    // The store hands its changes to listeners on its own frame; that flush stands in for it.
    tutor.store._flushHistory();
    expect(tutor.socket.pushes).toHaveLength(1);
    // The room relays it; the student's store has the shape with no frame in between.
    await settle();
    await settle();
    expect((student.store.get(id) as { x: number } | undefined)?.x).toBe(10);

    tutor.client.close();
    student.client.close();
    room.close();
  });

  it('keeps the cap: a second change within a sync frame waits for the next frame', async () => {
    const room = new TLSocketRoom({});
    const tutor = await join(room, 'tutor');
    vi.advanceTimersByTime(1000);
    const id = createShapeId();
    tutor.store.put([
      DocumentRecordType.create({ id: TLDOCUMENT_ID }),
      PageRecordType.create({ id: pageId, name: 'Page 1', index: 'a1' as never }),
      shape(id, 10),
    ]);
    tutor.store._flushHistory();
    expect(tutor.socket.pushes).toHaveLength(1);
    vi.advanceTimersByTime(5);
    tutor.store.put([shape(id, 20)]);
    tutor.store._flushHistory();
    expect(tutor.socket.pushes).toHaveLength(1);
    // tldraw's collaborative rate is 30 a second: the next frame a sync frame on sends it.
    vi.advanceTimersByTime(40);
    runFrame();
    runFrame();
    expect(tutor.socket.pushes).toHaveLength(2);

    tutor.client.close();
    room.close();
  });
});
