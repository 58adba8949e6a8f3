import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { useEffect, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router-dom';
import { type ApiClient, createApiClient, createQueryClient } from '../api';
import { ToastProvider } from '../ui';
import { ApiClientProvider } from './api-context';
import { AppErrorBoundary } from './errors/AppErrorBoundary';
import { createAppRouter } from './router';
import { LiveProvider, type LiveInvalidations } from '../features/live';

/**
 * What each live push makes stale, by the features' query key roots (requestsKeys.root,
 * lessonsKeys.root, the notifications list): open screens refetch instead of reloading.
 */
const LIVE_INVALIDATIONS: LiveInvalidations = {
  'notification.created': [['notifications']],
  'request.changed': [['lesson-requests']],
  'lesson.changed': [['lessons'], ['schedule']],
  // Homework assigned, submitted or reviewed; a tutor's student list changed.
  'homework.changed': [['homework'], ['schedule']],
  'students.changed': [['students'], ['lessons', 'students']],
};

/** Patched from pushes rather than refetched (messenger-live.ts): refetched when a connection could not replay. */
const LIVE_CATCH_UP = [['messenger']];

/** What every screen is rendered inside, in the browser and on the server (entry-server.tsx). */
export interface AppContextServices {
  i18n: I18n;
  queryClient: QueryClient;
  apiClient: ApiClient;
}

/** What the app is made of in the browser, created once at start-up (main.tsx) before the first render. */
export interface AppServices extends AppContextServices {
  router: ReturnType<typeof createAppRouter>;
}

export function createAppServices(i18n: I18n): AppServices {
  const router = createAppRouter();
  const queryClient = createQueryClient();
  // A 401 sends the user to /logout; inside the app that is a client-side navigation.
  const apiClient = createApiClient({ navigate: (path) => void router.navigate(path) });
  return { i18n, router, queryClient, apiClient };
}

/** Providers, outermost first: words, the last-resort boundary, data, API, toasts, then the routes. */
export function AppProviders({ services, children }: { services: AppContextServices; children: ReactNode }) {
  return (
    <I18nextProvider i18n={services.i18n}>
      <AppErrorBoundary>
        <QueryClientProvider client={services.queryClient}>
          <ApiClientProvider client={services.apiClient}>
            <LiveProvider baseURL={services.apiClient.baseURL} invalidations={LIVE_INVALIDATIONS} catchUp={LIVE_CATCH_UP}>
              <ToastProvider>{children}</ToastProvider>
            </LiveProvider>
          </ApiClientProvider>
        </QueryClientProvider>
      </AppErrorBoundary>
    </I18nextProvider>
  );
}

/** The app in the browser: the providers around the browser router. */
export function App({ services, onFirstCommit }: { services: AppServices; onFirstCommit?: () => void }) {
  useEffect(() => onFirstCommit?.(), [onFirstCommit]);
  return (
    <AppProviders services={services}>
      <RouterProvider router={services.router} />
    </AppProviders>
  );
}
