'use client';

import { useSyncExternalStore } from 'react';
import { TOKEN_STORAGE_KEY } from '@/features/menu/menu-api/request';

function subscribe(onChange: () => void) {
  window.addEventListener('storage', onChange);
  return () => window.removeEventListener('storage', onChange);
}

function readToken(): string | null {
  try {
    return window.localStorage.getItem(TOKEN_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** The bearer token in localStorage; null while hydrating, so server and client markup agree. */
export function useStoredToken(): string | null {
  return useSyncExternalStore(subscribe, readToken, () => null);
}
