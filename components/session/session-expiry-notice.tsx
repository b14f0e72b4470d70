'use client';

import { lazy, Suspense, useEffect, useState } from 'react';
import { onSessionExpired } from '@/lib/session';

// antd's notification code is only downloaded when a session actually expires.
const SessionExpiredNotification = lazy(() =>
  import('./session-expired-notification').then((module) => ({ default: module.SessionExpiredNotification })),
);

/** Shows the "Session Expired" warning when a CMS call answers 401 (spec §4, §8). */
export function SessionExpiryNotice() {
  const [expired, setExpired] = useState(false);
  useEffect(() => onSessionExpired(() => setExpired(true)), []);
  return expired ? (
    <Suspense>
      <SessionExpiredNotification />
    </Suspense>
  ) : null;
}
