'use client';

import Link from 'next/link';
import { localePath } from '@/lib/i18n/locales';
import { useFrame } from '@/lib/layout/frame-context';

export default function ErrorPage({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const { locale, words } = useFrame();
  const t = words.error;
  return (
    <section className="container section status-page" aria-labelledby="error-title">
      <meta name="robots" content="noindex" />
      <p className="eyebrow">{t.eyebrow}</p>
      <h1 id="error-title">{t.heading}</h1>
      <p>{t.text}</p>
      <p className="hero-actions">
        <button type="button" className="button button-primary" onClick={reset}>
          {t.retry}
        </button>
        <Link className="button button-outline" href={localePath(locale, '/home')}>
          {t.home}
        </Link>
      </p>
    </section>
  );
}
