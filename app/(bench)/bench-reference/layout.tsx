import type { Metadata } from 'next';
import type { ReactNode } from 'react';

// A title and description as every page of the site has, so Lighthouse compares like with like.
export const metadata: Metadata = {
  title: 'Benchmark reference',
  description: 'A bare page the benchmark compares the site with.',
};

// The benchmark's own root layout: the bare document it compares the site's pages with.
export default function BenchReferenceLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
