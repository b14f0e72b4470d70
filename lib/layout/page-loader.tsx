'use client';

import { useFrame } from './frame-context';

/** The full-page loader shown while a page loads (spec §2). */
export function PageLoader() {
  const { words } = useFrame();
  return (
    <div className="page-loader" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span className="visually-hidden">{words.loading}</span>
    </div>
  );
}
