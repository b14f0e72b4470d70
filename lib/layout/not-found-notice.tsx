import Link from 'next/link';

export function NotFoundNotice() {
  return (
    <section className="container section status-page" aria-labelledby="not-found-title">
      <p className="eyebrow">Error 404</p>
      <h1 id="not-found-title">We couldn’t find that page</h1>
      <p>
        The page may have moved, or the link may be mistyped. Try the menu above, or start again from the home page.
      </p>
      <p>
        <Link className="button button-primary" href="/home">
          Go to the home page
        </Link>
      </p>
    </section>
  );
}
