import { goTo } from '../../lib/browser';

/**
 * The browser's session with the menu API (spec §4, §6, §8): the bearer token it finds in localStorage,
 * and the session-expired flow after a 401: the browser warns, forgets everything it stored and goes back
 * to "/", once per page load however many calls fail.
 */
const TOKEN_STORAGE_KEY = 'token';
const SESSION_REDIRECT_DELAY_MS = 2000;

/** The stored bearer token; none on the server, nor where storage is disabled. */
export function storedToken(): string | null {
  if (typeof window === 'undefined') return null;
  try {
    return window.localStorage.getItem(TOKEN_STORAGE_KEY);
  } catch {
    return null;
  }
}

type Listener = () => void;

let expired = false;
const listeners = new Set<Listener>();

export function expireSession(): void {
  if (expired) return;
  expired = true;
  for (const listener of listeners) listener();
  try {
    window.localStorage.clear();
  } catch {
    // Storage can be disabled (private mode, policy); the redirect still ends the session.
  }
  window.setTimeout(() => goTo('/'), SESSION_REDIRECT_DELAY_MS);
}

/** Calls `listener` when the session expires (at once if it already has); returns the unsubscribe. */
export function onSessionExpired(listener: Listener): () => void {
  if (expired) listener();
  listeners.add(listener);
  return () => listeners.delete(listener);
}
