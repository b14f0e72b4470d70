'use client';

import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { createContext, useContext, useState, useSyncExternalStore, type ReactNode } from 'react';
import { storedToken } from './session';
import type { MenuApiConnection, MenuEntry, Parsed, SocialLink } from './types';

const menuQueryKey = ['menu-api', 'menu'] as const;
const socialQueryKey = ['menu-api', 'social'] as const;

const MenuApiConnectionContext = createContext<MenuApiConnection | null>(null);

type ProvidersProps = {
  connection: MenuApiConnection;
  menu: MenuEntry[];
  socialLinks: SocialLink[];
  children: ReactNode;
};

/** Seeds React Query with what the server rendered, so the browser starts with the same lists. */
export function Providers({ connection, menu, socialLinks, children }: ProvidersProps) {
  const [queryClient] = useState(() => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    client.setQueryData(menuQueryKey, menu);
    client.setQueryData(socialQueryKey, socialLinks);
    return client;
  });
  return (
    <QueryClientProvider client={queryClient}>
      <MenuApiConnectionContext value={connection}>{children}</MenuApiConnectionContext>
    </QueryClientProvider>
  );
}

function subscribeToStorage(onChange: () => void) {
  window.addEventListener('storage', onChange);
  return () => window.removeEventListener('storage', onChange);
}

/** The bearer token in localStorage; null while hydrating, so server and client markup agree. */
export function useStoredToken(): string | null {
  return useSyncExternalStore(subscribeToStorage, storedToken, () => null);
}

// The menu API client and its validation (zod) are only downloaded by a browser that refetches.
const loadMenuApi = () => import('./menu-api');

type Fetcher<T> = (
  menuApi: Awaited<ReturnType<typeof loadMenuApi>>,
  connection: MenuApiConnection,
  signal: AbortSignal,
) => Promise<Parsed<T>>;

// Visitors without a token keep the server's lists; a signed-in browser refetches with its token
// after hydration and on focus. A failed refetch keeps the lists it had (spec §8: failures are silent).
function useMenuApiList<T>(queryKey: readonly string[], fetchList: Fetcher<T>): T[] {
  const connection = useContext(MenuApiConnectionContext);
  if (!connection) throw new Error('the menu lists are read inside <Providers>');
  const token = useStoredToken();
  const { data } = useQuery({
    queryKey,
    queryFn: async ({ signal }) => (await fetchList(await loadMenuApi(), connection, signal)).items,
    enabled: token !== null,
    staleTime: 0,
    refetchOnWindowFocus: true,
  });
  return data ?? [];
}

export function useMenuEntries(): MenuEntry[] {
  return useMenuApiList(menuQueryKey, (menuApi, connection, signal) => menuApi.fetchMenu(connection, signal));
}

export function useSocialLinks(): SocialLink[] {
  return useMenuApiList(socialQueryKey, (menuApi, connection, signal) => menuApi.fetchSocialLinks(connection, signal));
}
