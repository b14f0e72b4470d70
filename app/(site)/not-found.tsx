import type { Metadata } from 'next';
import { NotFoundNotice } from '@/lib/layout/not-found-notice';

// No robots entry: Next already marks every not-found response `noindex`, and a second tag is invalid HTML.
export const metadata: Metadata = { title: 'Page not found' };

export default function NotFound() {
  return <NotFoundNotice />;
}
