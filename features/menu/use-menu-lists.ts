'use client';

import { useQuery } from '@tanstack/react-query';
import type { Parsed } from '@/features/menu/schemas';
import type { MenuApiConnection, MenuEntry, SocialLink } from '@/features/menu/types';
import { useStoredToken } from './menu-api/use-stored-token';
import { useMenuApiConnection } from './providers';
import { menuQueryKey, socialQueryKey } from './query-keys';

// The CMS client and its validation (zod) are only downloaded by a browser that refetches.
const loadLists = () => import('@/features/menu/menu-api/lists');

type Fetcher<T> = (
  lists: Awaited<ReturnType<typeof loadLists>>,
  connection: MenuApiConnection,
  signal: AbortSignal,
) => Promise<Parsed<T>>;

// Visitors without a token keep the server's lists; a signed-in browser refetches with its token
// after hydration and on focus. A failed refetch keeps the lists it had (spec §8: failures are silent).
function useMenuApiList<T>(queryKey: readonly string[], fetchList: Fetcher<T>): T[] {
  const connection = useMenuApiConnection();
  const token = useStoredToken();
  const { data } = useQuery({
    queryKey,
    queryFn: async ({ signal }) => (await fetchList(await loadLists(), connection, signal)).items,
    enabled: token !== null,
    staleTime: 0,
    refetchOnWindowFocus: true,
  });
  return data ?? [];
}

export function useMenuEntries(): MenuEntry[] {
  return useMenuApiList(menuQueryKey, (lists, connection, signal) => lists.fetchMenu(connection, signal));
}

export function useSocialLinks(): SocialLink[] {
  return useMenuApiList(socialQueryKey, (lists, connection, signal) => lists.fetchSocialLinks(connection, signal));
}
