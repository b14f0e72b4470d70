'use client';

import dynamic from 'next/dynamic';
import { useEffect, useState } from 'react';
import { onSessionExpired } from '@/lib/session';

// antd's notification code is only downloaded when a session actually expires.
const SessionExpiredNotification = dynamic(
  () => import('./session-expired-notification').then((module) => module.SessionExpiredNotification),
  { ssr: false },
);

/** Shows the "Session Expired" warning when a CMS call answers 401 (spec §4, §8). */
export function SessionExpiryNotice() {
  const [expired, setExpired] = useState(false);
  useEffect(() => onSessionExpired(() => setExpired(true)), []);
  return expired ? <SessionExpiredNotification /> : null;
}
