import { notFound } from 'next/navigation';
import { getSettings } from '@/lib/settings';

export const dynamic = 'force-dynamic';

export default function BenchReference() {
  if (!getSettings().benchReferenceRoute) notFound();
  return <p>Hello from the benchmark reference page.</p>;
}
