'use client';

import { useQuery } from '@tanstack/react-query';
import type { MenuEntry, SocialLink } from '@/lib/cms/types';
import { useCmsConnection } from '../providers';
import { menuQueryKey, socialQueryKey } from './query-keys';
import { useStoredToken } from './use-stored-token';

// The CMS client and its validation (zod) are only downloaded by a browser that refetches.
const loadLists = () => import('@/lib/cms/lists');

// Visitors without a token keep the server's lists; a signed-in browser refetches with its token
// after hydration and on focus. A failed refetch keeps the lists it had (spec §8: failures are silent).
function useRefreshWithToken() {
  const token = useStoredToken();
  return { enabled: token !== null, staleTime: 0, refetchOnWindowFocus: true } as const;
}

export function useMenuEntries(): MenuEntry[] {
  const connection = useCmsConnection();
  const { data } = useQuery({
    queryKey: menuQueryKey,
    queryFn: async ({ signal }) => (await (await loadLists()).fetchMenu(connection, signal)).items,
    ...useRefreshWithToken(),
  });
  return data ?? [];
}

export function useSocialLinks(): SocialLink[] {
  const connection = useCmsConnection();
  const { data } = useQuery({
    queryKey: socialQueryKey,
    queryFn: async ({ signal }) => (await (await loadLists()).fetchSocialLinks(connection, signal)).items,
    ...useRefreshWithToken(),
  });
  return data ?? [];
}
