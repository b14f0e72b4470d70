'use client';

import { useLinkStatus } from 'next/link';
import { createPortal } from 'react-dom';
import { PageLoader } from './page-loader';

/**
 * Placed inside a `<Link>`: shows the full-page loader (spec §2) while that link's page loads.
 * Pages arrive fully rendered, so there is no loader in the server HTML, only during client navigation.
 */
export function NavigationLoader() {
  const { pending } = useLinkStatus();
  return pending ? createPortal(<PageLoader />, document.body) : null;
}
