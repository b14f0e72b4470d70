import type { AnchorHTMLAttributes } from 'react';

/** What a test sets to make every link's page look as if it were loading. */
export const linkStatus = { pending: false };

export function useLinkStatus() {
  return linkStatus;
}

// next/link prefetches through the App Router, which jsdom does not have; a plain anchor renders the same markup.
export default function Link({
  href,
  prefetch: _prefetch,
  ...props
}: AnchorHTMLAttributes<HTMLAnchorElement> & { prefetch?: boolean }) {
  return <a href={String(href)} {...props} />;
}
