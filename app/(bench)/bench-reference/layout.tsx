import type { ReactNode } from 'react';

// The benchmark's own root layout: the bare document it compares the site's pages with.
export default function BenchReferenceLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
