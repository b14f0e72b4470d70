'use client';

import Link from 'next/link';

export default function ErrorPage({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <section className="container section status-page" aria-labelledby="error-title">
      <meta name="robots" content="noindex" />
      <p className="eyebrow">Temporarily unavailable</p>
      <h1 id="error-title">This page can’t be shown right now</h1>
      <p>Our content server is not answering. Please try again in a minute.</p>
      <p className="hero-actions">
        <button type="button" className="button button-primary" onClick={reset}>
          Try again
        </button>
        <Link className="button button-outline" href="/home">
          Go to the home page
        </Link>
      </p>
    </section>
  );
}
