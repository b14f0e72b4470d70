'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useState, type ReactNode } from 'react';
import { ALERT_WINDOW_ATTRIBUTE, alertPhase, alertWindowValue } from '@/features/alert/window';

type Props = {
  startsAt: string;
  endsAt: string;
  initiallyHidden: boolean;
  className: string;
  label: string;
  children: ReactNode;
};

/**
 * The banner's box. The server rendered it for this moment; a client-side navigation keeps the site's
 * layout (and so this banner) from the first page, so each navigation checks the window again and an
 * alert whose end has passed goes (within the navigation's own change, never while a visitor reads).
 */
export function AlertWindow({ startsAt, endsAt, initiallyHidden, className, label, children }: Props) {
  const pathname = usePathname();
  const [hidden, setHidden] = useState(initiallyHidden);
  useEffect(() => {
    // The server rendered the request's moment; the browser's clock decides after hydration and on each navigation.
    // In the browser, after hydration: the server's HTML never depends on it.
    // eslint-disable-next-line react-hooks/set-state-in-effect, no-restricted-syntax
    setHidden(alertPhase({ startsAt, endsAt }, Date.now()) !== 'on');
  }, [pathname, startsAt, endsAt]);
  return (
    <section
      className={className}
      aria-label={label}
      {...{ [ALERT_WINDOW_ATTRIBUTE]: alertWindowValue(startsAt, endsAt) }}
      hidden={hidden}
    >
      {children}
    </section>
  );
}
