'use client';

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createContext, useContext, useState, type ReactNode } from 'react';
import { menuQueryKey, socialQueryKey } from './query-keys';
import type { MenuApiConnection, MenuEntry, SocialLink } from './types';

const MenuApiConnectionContext = createContext<MenuApiConnection | null>(null);

export function useMenuApiConnection(): MenuApiConnection {
  const connection = useContext(MenuApiConnectionContext);
  if (!connection) throw new Error('useMenuApiConnection must be used inside <Providers>');
  return connection;
}

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
