'use client';

import Link from 'next/link';
import { useState, type ComponentProps } from 'react';

/**
 * A link that prefetches its page only once a visitor shows intent (pointer over it, or keyboard focus).
 * Next prefetches every link in the viewport by default: ten server renders, and ten CMS reads, for each
 * page a visitor opens, on a site whose every page is rendered per request. Phones, which have no
 * hover, load the page on tap with the full-page loader.
 */
export function IntentLink({ onMouseEnter, onFocus, ...props }: ComponentProps<typeof Link>) {
  const [intent, setIntent] = useState(false);
  return (
    <Link
      {...props}
      prefetch={intent ? null : false}
      onMouseEnter={(event) => {
        setIntent(true);
        onMouseEnter?.(event);
      }}
      onFocus={(event) => {
        setIntent(true);
        onFocus?.(event);
      }}
    />
  );
}
