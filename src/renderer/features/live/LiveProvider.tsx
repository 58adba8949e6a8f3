import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { createContext, use, useEffect, useRef, useState, type ReactNode } from 'react';
import type { LivePushData, LivePushType } from '../../../shared/contracts/live';
import { useSession } from '../../app/session/use-session';
import { browserStorage } from '../../platform/storage';
import { STORAGE_KEYS } from '../../../shared/storage-keys';
import type { LiveClient, LiveStatus } from './live-client';
import { refreshQueries } from './refresh-queries';

interface LiveContextValue {
  client: LiveClient | null;
  status: LiveStatus;
}

const LiveContext = createContext<LiveContextValue>({ client: null, status: 'idle' });

/** Which queries each push makes stale, by their key roots; a resync refreshes every query. */
export type LiveInvalidations = Partial<Record<LivePushType, QueryKey[]>>;

/** Every key root the invalidations name, once each. */
function rootsOf(invalidations: LiveInvalidations): QueryKey[] {
  const seen = new Map<string, QueryKey>();
  for (const keys of Object.values(invalidations)) for (const key of keys ?? []) seen.set(JSON.stringify(key), key);
  return [...seen.values()];
}

/**
 * Keeps one live connection while a user is signed in (closed on sign-out, reopened for the next
 * user) and refreshes the queries each push makes stale, so open screens update without a reload.
 * A connection that starts without replaying refreshes the invalidated roots and `catchUp` (what
 * features patch from pushes by hand): a push sent while the socket was connecting is lost.
 */
export function LiveProvider({
  baseURL,
  invalidations = {},
  catchUp = [],
  children,
}: {
  baseURL?: string;
  invalidations?: LiveInvalidations;
  catchUp?: QueryKey[];
  children: ReactNode;
}) {
  const session = useSession();
  const userId = session?.claims.sub ?? null;
  const queryClient = useQueryClient();
  const [value, setValue] = useState<LiveContextValue>({ client: null, status: 'idle' });
  const invalidationsRef = useRef(invalidations);
  invalidationsRef.current = invalidations;
  const catchUpRef = useRef(catchUp);
  catchUpRef.current = catchUp;

  useEffect(() => {
    if (!userId) return;
    // The client (and the zod schemas it checks frames with) loads only for a signed-in user, so a
    // guest's first page carries none of it (the home route's size budget).
    let stopped = false;
    let stop = () => {};
    void import('./live-client').then(({ LiveClient }) => {
      if (stopped) return;
      const client = new LiveClient({
        baseURL,
        getToken: () => browserStorage.getString(STORAGE_KEYS.token),
        onStatus: (status) => setValue({ client, status }),
      });
      const offs = (Object.keys(invalidationsRef.current) as LivePushType[]).map((type) =>
        client.subscribe(type, () => {
          for (const queryKey of invalidationsRef.current[type] ?? []) void refreshQueries(queryClient, queryKey);
        }),
      );
      offs.push(client.onResync(() => void refreshQueries(queryClient)));
      offs.push(
        client.onFresh(() => {
          for (const queryKey of [...rootsOf(invalidationsRef.current), ...catchUpRef.current])
            void refreshQueries(queryClient, queryKey);
        }),
      );
      setValue({ client, status: 'connecting' });
      client.start();
      stop = () => {
        for (const off of offs) off();
        client.stop();
      };
    });
    return () => {
      stopped = true;
      stop();
      setValue({ client: null, status: 'idle' });
    };
  }, [userId, baseURL, queryClient]);

  return <LiveContext value={value}>{children}</LiveContext>;
}

/** The connection's state (for an "offline" hint). */
export function useLiveStatus(): LiveStatus {
  return use(LiveContext).status;
}

/** Calls `handler` with each push of this type while the component is mounted. */
export function useLivePush<T extends LivePushType>(type: T, handler: (data: LivePushData<T>) => void): void {
  const { client } = use(LiveContext);
  const handlerRef = useRef(handler);
  useEffect(() => {
    handlerRef.current = handler;
  });
  useEffect(() => {
    if (!client) return;
    return client.subscribe(type, (data) => handlerRef.current(data));
  }, [client, type]);
}

/** Refetches the matching queries on every push of this type (the usual reaction). */
export function useLiveInvalidate(type: LivePushType, queryKey: QueryKey): void {
  const queryClient = useQueryClient();
  const key = JSON.stringify(queryKey);
  useLivePush(type, () => void refreshQueries(queryClient, JSON.parse(key) as QueryKey));
}
