import type { AnchorHTMLAttributes } from 'react';

// next/link prefetches through the App Router, which jsdom does not have; a plain anchor renders the same markup.
export default function Link({ href, prefetch: _prefetch, ...props }: AnchorHTMLAttributes<HTMLAnchorElement> & { prefetch?: boolean }) {
  return <a href={String(href)} {...props} />;
}
