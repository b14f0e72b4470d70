import { goTo } from '../../lib/browser';

/**
 * The browser's session with the menu API (spec §4, §6, §8): the bearer token it finds in localStorage,
 * and the session-expired flow after a 401: the browser warns, forgets everything it stored and goes back
 * to "/", once per page load however many calls fail.
 */
const TOKEN_STORAGE_KEY = 'token';
const SESSION_REDIRECT_DELAY_MS = 2000;
// How long the warning's code may take to arrive before the session ends without it.
const WARNING_WAIT_MS = 1000;

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
let redirect: number | undefined;

function redirectIn(ms: number): void {
  window.clearTimeout(redirect);
  redirect = window.setTimeout(() => goTo('/'), ms);
}

export function expireSession(): void {
  if (expired) return;
  expired = true;
  for (const listener of listeners) listener();
  try {
    window.localStorage.clear();
  } catch {
    // Storage can be disabled (private mode, policy); the redirect still ends the session.
  }
  // The warning is downloaded on first use: should it not show, the session still ends.
  redirectIn(SESSION_REDIRECT_DELAY_MS + WARNING_WAIT_MS);
}

/** Called as the warning shows: the visitor has its full 2 s to read it before going to "/". */
export function sessionWarningShown(): void {
  if (expired) redirectIn(SESSION_REDIRECT_DELAY_MS);
}

/** Calls `listener` when the session expires (at once if it already has); returns the unsubscribe. */
export function onSessionExpired(listener: Listener): () => void {
  if (expired) listener();
  listeners.add(listener);
  return () => listeners.delete(listener);
}
