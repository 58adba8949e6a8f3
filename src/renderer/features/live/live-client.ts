import {
  LIVE_BEARER_PREFIX,
  LIVE_CLOSE,
  LIVE_PATH,
  LIVE_PROTOCOL,
  LivePushSchemas,
  LiveServerFrame,
  type LivePushData,
  type LivePushType,
} from '../../../shared/contracts/live';

/** The slice of the browser's WebSocket the client uses (tests pass a fake). */
export interface LiveSocket {
  readonly readyState: number;
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: { code: number }) => void) | null;
  onerror: ((event: unknown) => void) | null;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

export type LiveStatus = 'idle' | 'connecting' | 'open' | 'waiting';

export interface LiveClientOptions {
  /** The API's origin ('' or undefined: this page's). */
  baseURL?: string;
  /** The stored access token, read at every (re)connect and heartbeat, so refreshes reach the socket. */
  getToken: () => string | null;
  createSocket?: (url: string, protocols: string[]) => LiveSocket;
  onStatus?: (status: LiveStatus) => void;
  /** Jitter source (tests pin it). */
  random?: () => number;
  /** Where the browser's 'online' event comes from (the window; tests pass their own). */
  network?: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
}

type Listener = (data: never) => void;

/** 0.5 s, 1 s, 2 s … up to 30 s, with jitter so a restarted server is not hit by every tab at once. */
export function reconnectDelayMs(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(30_000, 500 * 2 ** attempt);
  return Math.round(base * (0.5 + random() / 2));
}

/** The live channel's URL for an API origin: ws(s)://host/users/v1/open/users/live?cursor=… */
export function liveUrl(baseURL: string | undefined, cursor: string | null): string {
  const origin = baseURL || (typeof window !== 'undefined' ? window.location.origin : 'http://localhost');
  const url = new URL(LIVE_PATH, origin);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  if (cursor) url.searchParams.set('cursor', cursor);
  return url.toString();
}

/**
 * The renderer's end of the live channel (HOUSE-STYLE 20): one socket per tab,
 * authenticated in the handshake, reconnecting with backoff and its last cursor so nothing sent
 * meanwhile is missed, and a resync signal when the server could not replay. Features subscribe
 * to push types; pushes whose data does not match the shared schema are dropped.
 */
export class LiveClient {
  private socket: LiveSocket | null = null;
  private cursor: string | null = null;
  private attempt = 0;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private watchdog: ReturnType<typeof setTimeout> | null = null;
  private heartbeatMs = 25_000;
  private sentToken: string | null = null;
  private running = false;
  private readonly listeners = new Map<string, Set<Listener>>();
  private readonly resyncListeners = new Set<() => void>();
  private readonly freshListeners = new Set<() => void>();

  constructor(private readonly options: LiveClientOptions) {}

  /** Calls `fn` with each push of this type; answers the unsubscribe. */
  subscribe<T extends LivePushType>(type: T, fn: (data: LivePushData<T>) => void): () => void {
    let set = this.listeners.get(type);
    if (!set) this.listeners.set(type, (set = new Set()));
    set.add(fn as Listener);
    return () => set.delete(fn as Listener);
  }

  /** Called when pushes may have been missed (refetch what is on screen). */
  onResync(fn: () => void): () => void {
    this.resyncListeners.add(fn);
    return () => this.resyncListeners.delete(fn);
  }

  /**
   * Called when a connection starts without replaying (the first one, or a reconnect the server
   * could not resume): a push sent before it listened was never seen, so data fetched before it
   * (a screen that loaded while the socket connected) may be stale.
   */
  onFresh(fn: () => void): () => void {
    this.freshListeners.add(fn);
    return () => this.freshListeners.delete(fn);
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.network()?.addEventListener('online', this.onOnline);
    this.connect();
  }

  stop(): void {
    this.running = false;
    this.network()?.removeEventListener('online', this.onOnline);
    this.clearTimers();
    const socket = this.socket;
    this.socket = null;
    socket?.close(1000, 'signed out');
    this.cursor = null;
    this.setStatus('idle');
  }

  private network() {
    return this.options.network ?? (typeof window === 'undefined' ? undefined : window);
  }

  /**
   * Back on the network: connect now rather than when the backoff ends (up to 30 s after a long
   * drop), so pushes missed meanwhile, and a call's signalling, arrive at once.
   */
  private readonly onOnline = () => {
    if (!this.running || this.socket) return;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    this.attempt = 0;
    this.connect();
  };

  private setStatus(status: LiveStatus) {
    this.options.onStatus?.(status);
  }

  private clearTimers() {
    if (this.retryTimer) clearTimeout(this.retryTimer);
    if (this.watchdog) clearTimeout(this.watchdog);
    this.retryTimer = this.watchdog = null;
  }

  private connect() {
    const token = this.options.getToken();
    if (!this.running) return;
    if (!token) {
      this.setStatus('idle');
      return;
    }
    this.setStatus('connecting');
    const create =
      this.options.createSocket ?? ((url, protocols) => new WebSocket(url, protocols) as unknown as LiveSocket);
    const socket = create(liveUrl(this.options.baseURL, this.cursor), [LIVE_PROTOCOL, `${LIVE_BEARER_PREFIX}${token}`]);
    this.socket = socket;
    this.sentToken = token;
    socket.onmessage = (event) => this.onFrame(socket, event.data);
    socket.onclose = (event) => this.onClose(socket, event.code);
    socket.onerror = () => undefined;
  }

  /** Silence for two and a half heartbeats means the connection is gone (a sleeping laptop). */
  private armWatchdog(socket: LiveSocket) {
    if (this.watchdog) clearTimeout(this.watchdog);
    this.watchdog = setTimeout(() => socket.close(4000, 'no heartbeat'), this.heartbeatMs * 2.5);
  }

  private onFrame(socket: LiveSocket, raw: unknown) {
    if (socket !== this.socket) return;
    let frame: LiveServerFrame;
    try {
      const parsed = LiveServerFrame.safeParse(JSON.parse(String(raw)));
      if (!parsed.success) return;
      frame = parsed.data;
    } catch {
      return;
    }
    this.armWatchdog(socket);
    switch (frame.op) {
      case 'hello':
        this.attempt = 0;
        this.heartbeatMs = frame.heartbeatMs;
        this.cursor = frame.cursor;
        this.armWatchdog(socket);
        this.setStatus('open');
        if (!frame.resumed) for (const fn of this.freshListeners) fn();
        return;
      case 'resync':
        this.cursor = frame.cursor;
        for (const fn of this.resyncListeners) fn();
        return;
      case 'ping': {
        socket.send(JSON.stringify({ op: 'pong' }));
        // The API client refreshes the token after responses; the socket hears of it here.
        const token = this.options.getToken();
        if (token && token !== this.sentToken) {
          this.sentToken = token;
          socket.send(JSON.stringify({ op: 'auth', token }));
        }
        return;
      }
      case 'push': {
        this.cursor = frame.cursor;
        const schema = LivePushSchemas[frame.type as LivePushType];
        const data = schema?.safeParse(frame.data);
        if (!data?.success) return;
        for (const fn of this.listeners.get(frame.type) ?? []) (fn as (d: unknown) => void)(data.data);
        return;
      }
      default:
        return;
    }
  }

  private onClose(socket: LiveSocket, code: number) {
    if (socket !== this.socket) return;
    this.socket = null;
    if (this.watchdog) clearTimeout(this.watchdog);
    if (!this.running) return;
    this.setStatus('waiting');
    // An expired token: the next attempt reads the stored one, which the API client refreshes
    // on the user's next request; backoff keeps the retries gentle meanwhile.
    const delay = reconnectDelayMs(this.attempt++, this.options.random);
    this.retryTimer = setTimeout(() => this.connect(), code === LIVE_CLOSE.restarting ? Math.min(delay, 1000) : delay);
  }
}
