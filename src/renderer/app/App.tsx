import { QueryClientProvider } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router-dom';
import { createApiClient, createQueryClient } from '../api';
import { ToastProvider } from '../ui';
import { ApiClientProvider } from './api-context';
import { AppErrorBoundary } from './errors/AppErrorBoundary';
import { createAppRouter } from './router';

/** Providers, outermost first: words, the last-resort boundary, data, API, toasts, routes. */
export function App({ i18n }: { i18n: I18n }) {
  const [router] = useState(createAppRouter);
  const [queryClient] = useState(createQueryClient);
  // Spec 8: a 401 sends the user to /logout; inside the app that is a client-side navigation.
  const [apiClient] = useState(() => createApiClient({ navigate: (path) => void router.navigate(path) }));

  return (
    <I18nextProvider i18n={i18n}>
      <AppErrorBoundary>
        <QueryClientProvider client={queryClient}>
          <ApiClientProvider client={apiClient}>
            <ToastProvider>
              <RouterProvider router={router} />
            </ToastProvider>
          </ApiClientProvider>
        </QueryClientProvider>
      </AppErrorBoundary>
    </I18nextProvider>
  );
}
