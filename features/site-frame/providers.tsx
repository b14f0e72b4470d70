'use client';

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createContext, useContext, useState, type ReactNode } from 'react';
import type { CmsConnection, MenuEntry, SocialLink } from '@/features/menu/types';
import { menuQueryKey, socialQueryKey } from '../menu/query-keys';

const CmsConnectionContext = createContext<CmsConnection | null>(null);

export function useCmsConnection(): CmsConnection {
  const connection = useContext(CmsConnectionContext);
  if (!connection) throw new Error('useCmsConnection must be used inside <Providers>');
  return connection;
}

type ProvidersProps = {
  connection: CmsConnection;
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
      <CmsConnectionContext value={connection}>{children}</CmsConnectionContext>
    </QueryClientProvider>
  );
}
