import { getAssetUrlsByImport } from '@tldraw/assets/imports.vite';
import { useSync } from '@tldraw/sync';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createTLStore, Tldraw, type TLAssetStore, type TLRecord, type TLStoreSnapshot } from 'tldraw';
import 'tldraw/tldraw.css';
import {
  drawboardSocketPath,
  drawboardTicketPath,
  type DrawboardSnapshot,
  type DrawboardTicket,
} from '../../../../shared/contracts/drawboards';
import { isApiError } from '../../../api';
import { useApiClient } from '../../../app/api-context';
import { useSession } from '../../../app/session/use-session';
import { Spinner } from '../../../ui';
import { BoardUnavailable } from './board-unavailable';
import { useBoardSnapshot, useDrawboards } from './boards.queries';
import './board.css';

export interface LessonBoardProps {
  lessonId: string;
  boardId: string;
  /** Forces a view without drawing; a board of a finished lesson is read-only anyway. */
  readOnly?: boolean;
}

/*
 * tldraw's fonts, icons and translations come with the app's own build: by default tldraw
 * fetches them from its CDN, which the content security policy (and an offline desktop) refuses.
 */
const assetUrls = getAssetUrlsByImport();

/*
 * Files are not stored with boards: tldraw asks this store to upload a pasted image, and the
 * refusal shows tldraw's own "could not upload" notice.
 */
const noUploads: TLAssetStore = {
  upload: () => Promise.reject(new Error('drawboards keep no files')),
  resolve: (asset) => (asset.props as { src?: string | null }).src ?? null,
};

function Loading() {
  const { t } = useTranslation('boards');
  return (
    <div className="lesson-board__state" role="status">
      <Spinner label={t('loading')} />
    </div>
  );
}

/** The live board: tldraw's sync client against the board's server room. */
function LiveBoard({
  lessonId,
  boardId,
  licenseKey,
  onFail,
}: LessonBoardProps & { licenseKey?: string; onFail: () => void }) {
  const client = useApiClient();
  const session = useSession();
  const uri = useCallback(async () => {
    try {
      const { data } = await client.post<DrawboardTicket>(drawboardTicketPath(lessonId, boardId));
      const url = new URL(drawboardSocketPath(boardId), client.baseURL || window.location.href);
      url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
      url.searchParams.set('ticket', data.ticket);
      return url.toString();
    } catch (error) {
      // Not a participant (any more), or no such board: retrying will not help.
      if (isApiError(error) && [403, 404].includes(error.status ?? 0)) onFail();
      throw error;
    }
  }, [client, lessonId, boardId, onFail]);
  const userInfo = useMemo(
    () => ({
      id: session?.claims.sub ?? 'guest',
      name: [session?.claims.firstName, session?.claims.lastName].filter((part) => typeof part === 'string').join(' '),
    }),
    [session],
  );
  const store = useSync({ uri, assets: noUploads, userInfo });
  if (store.status === 'error') return <BoardUnavailable onRetry={onFail} />;
  if (store.status === 'loading') return <Loading />;
  return <Tldraw store={store.store} licenseKey={licenseKey} assetUrls={assetUrls} />;
}

/** A finished lesson's board from its stored records: no socket, nothing to draw with. */
function StoredBoard({ snapshot, licenseKey }: { snapshot: DrawboardSnapshot; licenseKey?: string }) {
  const store = useMemo(() => {
    const records = Object.fromEntries(snapshot.records.map((r) => [r.id as string, r as unknown as TLRecord]));
    return createTLStore(
      snapshot.schema && snapshot.records.length > 0
        ? { snapshot: { store: records, schema: snapshot.schema } as unknown as TLStoreSnapshot }
        : {},
    );
  }, [snapshot]);
  return (
    <Tldraw
      store={store}
      licenseKey={licenseKey}
      assetUrls={assetUrls}
      onMount={(editor) => {
        editor.updateInstanceState({ isReadonly: true });
      }}
    />
  );
}

/**
 * A lesson's drawboard: live between the two participants while the lesson is
 * on, read-only from its stored records after the meeting. Lazy: tldraw loads with it only.
 */
export default function LessonBoard({ lessonId, boardId, readOnly = false }: LessonBoardProps) {
  const boards = useDrawboards(lessonId);
  const [attempt, setAttempt] = useState(0);
  const [failed, setFailed] = useState(false);
  const view = boards.data ? (readOnly || !boards.data.editable ? 'stored' : 'live') : null;
  const snapshot = useBoardSnapshot(lessonId, boardId, view === 'stored');
  const onFail = useCallback(() => setFailed(true), []);
  const retry = () => {
    setFailed(false);
    setAttempt((n) => n + 1);
    void boards.refetch();
    if (view === 'stored') void snapshot.refetch();
  };
  const licenseKey = boards.data?.licenseKey ?? undefined;
  let body;
  if (failed || boards.isError || snapshot.isError) body = <BoardUnavailable onRetry={retry} />;
  else if (view === 'live')
    body = <LiveBoard key={attempt} lessonId={lessonId} boardId={boardId} licenseKey={licenseKey} onFail={onFail} />;
  else if (view === 'stored' && snapshot.data) body = <StoredBoard snapshot={snapshot.data} licenseKey={licenseKey} />;
  else body = <Loading />;
  return (
    <div className="lesson-board" data-board-id={boardId} data-board-mode={view ?? 'loading'}>
      {body}
    </div>
  );
}
