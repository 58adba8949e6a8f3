import type { AxiosInstance } from 'axios';
import { createContext, use, type ReactNode } from 'react';

/*
 * The app's one API client (spec 7 behaviours live in ../api), handed to query hooks through
 * context so tests can render a screen against a stub client without touching module state.
 */
const ApiClientContext = createContext<AxiosInstance | null>(null);

export function ApiClientProvider({ client, children }: { client: AxiosInstance; children: ReactNode }) {
  return <ApiClientContext value={client}>{children}</ApiClientContext>;
}

export function useApiClient(): AxiosInstance {
  const client = use(ApiClientContext);
  if (!client) throw new Error('useApiClient must be used inside <ApiClientProvider>');
  return client;
}
