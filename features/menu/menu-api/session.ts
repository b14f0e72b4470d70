import { goTo } from '../../../lib/browser';

/**
 * The session-expired flow of spec §4 and §8: after a 401 the browser warns, forgets everything it stored
 * and goes back to "/", once per page load however many calls fail.
 */
const SESSION_REDIRECT_DELAY_MS = 2000;

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
