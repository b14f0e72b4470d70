'use client';

import { useEffect, useState, type ComponentType } from 'react';
import { useStoredToken } from './providers';
import { onSessionExpired } from './session';

// antd's notification code is downloaded only by a browser holding a token (only those can get a 401),
// and as soon as the token is there, so the warning shows the moment the 401 arrives.
const loadNotification = () =>
  import('./session-expired-notification').then((module) => module.SessionExpiredNotification);

/** Shows the "Session Expired" warning when a menu API call answers 401 (spec §4, §8). */
export function SessionExpiryNotice() {
  const token = useStoredToken();
  const [expired, setExpired] = useState(false);
  const [Notification, setNotification] = useState<ComponentType | null>(null);
  useEffect(() => onSessionExpired(() => setExpired(true)), []);
  const needed = token !== null || expired;
  useEffect(() => {
    if (!needed) return;
    let current = true;
    loadNotification().then(
      (component) => current && setNotification(() => component),
      // A failed download leaves no warning; the session handler still clears storage and redirects.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [needed]);
  return expired && Notification ? <Notification /> : null;
}
