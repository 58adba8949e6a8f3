import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LiveClient, liveUrl, reconnectDelayMs, type LiveClientOptions, type LiveSocket } from './live-client';

class FakeSocket implements LiveSocket {
  readyState = 1;
  sent: string[] = [];
  onopen: LiveSocket['onopen'] = null;
  onmessage: LiveSocket['onmessage'] = null;
  onclose: LiveSocket['onclose'] = null;
  onerror: LiveSocket['onerror'] = null;
  constructor(
    readonly url: string,
    readonly protocols: string[],
  ) {}
  send(data: string) {
    this.sent.push(data);
  }
  close(code = 1000) {
    this.readyState = 3;
    this.onclose?.({ code });
  }
  receive(frame: object) {
    this.onmessage?.({ data: JSON.stringify(frame) });
  }
}

let sockets: FakeSocket[];
let token: string | null;
const client = (options: Partial<LiveClientOptions> = {}) =>
  new LiveClient({
    baseURL: 'https://repetytor.example',
    getToken: () => token,
    random: () => 0.5,
    createSocket: (url, protocols) => {
      const s = new FakeSocket(url, protocols);
      sockets.push(s);
      return s;
    },
    ...options,
  });

beforeEach(() => {
  vi.useFakeTimers();
  sockets = [];
  token = 'token-1';
});
afterEach(() => vi.useRealTimers());

describe('LiveClient', () => {
  it('offers the token as a subprotocol on the live path', () => {
    client().start();
    expect(sockets[0]!.url).toBe('wss://repetytor.example/users/v1/open/users/live');
    expect(sockets[0]!.protocols).toEqual(['repetytor.live.v1', 'bearer.token-1']);
  });

  it('hands typed pushes to subscribers and drops ones whose data does not match', () => {
    const c = client();
    const seen: unknown[] = [];
    c.subscribe('request.changed', (data) => seen.push(data));
    c.start();
    sockets[0]!.receive({ op: 'hello', cursor: 'e.0', resumed: false, heartbeatMs: 25_000 });
    sockets[0]!.receive({
      op: 'push',
      cursor: 'e.1',
      type: 'request.changed',
      data: { requestId: 'r1', change: 'created' },
    });
    sockets[0]!.receive({ op: 'push', cursor: 'e.2', type: 'request.changed', data: { wrong: true } });
    expect(seen).toEqual([{ requestId: 'r1', change: 'created' }]);
  });

  it('reconnects with backoff and the last cursor it received', () => {
    const c = client();
    c.start();
    sockets[0]!.receive({ op: 'hello', cursor: 'e.0', resumed: false, heartbeatMs: 25_000 });
    sockets[0]!.receive({
      op: 'push',
      cursor: 'e.7',
      type: 'lesson.changed',
      data: { lessonId: 'l', change: 'booked' },
    });
    sockets[0]!.close(1006);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(reconnectDelayMs(0, () => 0.5));
    expect(sockets[1]!.url).toBe('wss://repetytor.example/users/v1/open/users/live?cursor=e.7');
  });

  it('answers pings, and sends a refreshed token on the open socket', () => {
    client().start();
    const s = sockets[0]!;
    s.receive({ op: 'hello', cursor: 'e.0', resumed: false, heartbeatMs: 25_000 });
    s.receive({ op: 'ping' });
    token = 'token-2';
    s.receive({ op: 'ping' });
    expect(s.sent).toEqual(['{"op":"pong"}', '{"op":"pong"}', '{"op":"auth","token":"token-2"}']);
  });

  it('tells resync listeners when the server could not replay', () => {
    const c = client();
    const resync = vi.fn();
    c.onResync(resync);
    c.start();
    sockets[0]!.receive({ op: 'resync', cursor: 'e.9' });
    expect(resync).toHaveBeenCalledOnce();
  });

  it('tells fresh listeners when a connection starts without a replay, not when it resumes', () => {
    const c = client();
    const fresh = vi.fn();
    c.onFresh(fresh);
    c.start();
    sockets[0]!.receive({ op: 'hello', cursor: 'e.0', resumed: false, heartbeatMs: 25_000 });
    expect(fresh).toHaveBeenCalledOnce();
    sockets[0]!.close(1006);
    vi.advanceTimersByTime(reconnectDelayMs(0, () => 0.5));
    sockets[1]!.receive({ op: 'hello', cursor: 'e.0', resumed: true, heartbeatMs: 25_000 });
    expect(fresh).toHaveBeenCalledOnce();
  });

  it('reconnects at once when the browser is back online, not when the backoff ends', () => {
    const network = new EventTarget();
    const c = client({ network });
    c.start();
    sockets[0]!.receive({ op: 'hello', cursor: 'e.3', resumed: false, heartbeatMs: 25_000 });
    // A long drop: every attempt fails and the wait grows.
    for (let attempt = 0; attempt < 6; attempt++) {
      sockets.at(-1)!.close(1006);
      vi.advanceTimersByTime(reconnectDelayMs(attempt, () => 0.5));
    }
    sockets.at(-1)!.close(1006);
    expect(sockets).toHaveLength(7);
    network.dispatchEvent(new Event('online'));
    expect(sockets).toHaveLength(8);
    expect(sockets[7]!.url).toContain('cursor=e.3');
    // Online with a socket open or connecting: nothing more; the backoff timer is gone.
    network.dispatchEvent(new Event('online'));
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(8);
    c.stop();
    network.dispatchEvent(new Event('online'));
    expect(sockets).toHaveLength(8);
  });

  it('reconnects when the heartbeat stops, and stays closed after stop()', () => {
    const c = client();
    c.start();
    sockets[0]!.receive({ op: 'hello', cursor: 'e.0', resumed: false, heartbeatMs: 1000 });
    vi.advanceTimersByTime(2600);
    vi.advanceTimersByTime(30_000);
    expect(sockets.length).toBe(2);
    c.stop();
    vi.advanceTimersByTime(60_000);
    expect(sockets.length).toBe(2);
  });

  it('builds ws:// for http origins', () => {
    expect(liveUrl('http://localhost:8080', 'a-1')).toBe('ws://localhost:8080/users/v1/open/users/live?cursor=a-1');
  });
});
