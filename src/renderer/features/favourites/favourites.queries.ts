import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import type { FavouritesList, FavouriteState } from '../../../shared/contracts/discovery';
import { PATHS, useApiClient, useSession } from '../../app';
import { currentLanguage } from '../../i18n';
import { browserStorage } from '../../platform/storage';
import { useToast } from '../../ui';
import { STORAGE_KEYS } from '../../../shared/storage-keys';
import { FAVOURITES_PATH, favouritePath } from './favourites.api';
import { createGuestFavourites, notifyGuestFavouritesChanged, subscribeGuestFavourites } from './guest-favourites';

/** Query keys of the favourites feature (HOUSE-STYLE 8); names in the cards are translated. */
export const favouritesKeys = {
  root: ['favourites'] as const,
  list: (language: string) => ['favourites', 'list', language] as const,
};

export const guestFavourites = createGuestFavourites(browserStorage, notifyGuestFavouritesChanged);

// The snapshot must be stable between changes, so the raw stored text is compared, not the array.
const guestSnapshot = () => browserStorage.getString(STORAGE_KEYS.guestFavourites) ?? '';

/** The signed-in user's favourites from the server; disabled for guests. */
export function useFavouritesList(enabled = true) {
  const client = useApiClient();
  const session = useSession();
  const { i18n } = useTranslation();
  const language = currentLanguage(i18n);
  return useQuery({
    queryKey: favouritesKeys.list(language),
    enabled: enabled && session !== null,
    queryFn: async ({ signal }) => (await client.get<FavouritesList>(FAVOURITES_PATH, { signal })).data,
  });
}

/**
 * Which tutors are favourites for whoever is looking: the server's list for a signed-in user,
 * the local list for a guest.
 */
export function useFavouriteIds(): ReadonlySet<string> {
  const session = useSession();
  const stored = useSyncExternalStore(subscribeGuestFavourites, guestSnapshot, () => '');
  const server = useFavouritesList(session !== null);
  const signedIn = session !== null;
  const ids = server.data?.teacherIds;
  // One Set per change, not per render, so memoised cards are not redrawn for nothing.
  return useMemo(() => new Set(signedIn ? (ids ?? []) : stored ? guestFavourites.list() : []), [signedIn, ids, stored]);
}

/**
 * Adds or removes a favourite. A guest's choice is kept locally and the guest is sent to sign in
 * (favouriting needs an account) and brought back to the same page, where the merge at
 * sign-in has put it on the server.
 */
export function useToggleFavourite() {
  const client = useApiClient();
  const session = useSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const toast = useToast();
  // Its words are needed only for the toast after a click, so the screen never waits for them.
  const { t } = useTranslation('favourites', { useSuspense: false });

  const mutation = useMutation({
    mutationFn: async ({ teacherId, favourite }: { teacherId: string; favourite: boolean }) => {
      const response = favourite
        ? await client.put<FavouriteState>(favouritePath(teacherId))
        : await client.delete<FavouriteState>(favouritePath(teacherId));
      return response.data;
    },
    onSuccess: (state) => {
      toast.show({ kind: 'success', message: t(state.favourite ? 'toast.added' : 'toast.removed') });
    },
    onError: () => toast.show({ kind: 'error', message: t('toast.failed') }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: favouritesKeys.root }),
  });

  const { mutate } = mutation;
  const toggle = useCallback(
    (teacherId: string, favourite: boolean) => {
      if (!session) {
        if (favourite) guestFavourites.add(teacherId);
        else guestFavourites.remove(teacherId);
        const next = `${location.pathname}${location.search}`;
        navigate(`${PATHS.login}?${new URLSearchParams({ next }).toString()}`);
        return;
      }
      mutate({ teacherId, favourite });
    },
    [session, location.pathname, location.search, navigate, mutate],
  );

  return { toggle, pendingId: mutation.isPending ? mutation.variables?.teacherId : undefined };
}
