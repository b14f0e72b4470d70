import type { Metadata } from 'next';
import { searchSite } from '@/features/search/server';

// A minimal results page in the markup contract (i37-ui's page replaces it): the engine's HTTP tests read it.

type SearchRouteProps = { searchParams: Promise<{ q?: string | string[]; page?: string | string[] }> };

export const metadata: Metadata = { robots: { index: false } };

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? '';

export default async function Search({ searchParams }: SearchRouteProps) {
  const params = await searchParams;
  const answer = await searchSite(first(params.q), Number(first(params.page) || '1'));
  return (
    <main id="main">
      <h1>Search</h1>
      <p>{answer.total} results</p>
      <ol id="search-results">
        {answer.results.map((result) => (
          <li key={result.href}>
            <a href={result.href} lang={result.lang}>
              {result.title}
            </a>
            <p>
              {result.snippet.map((part, index) => (part.mark ? <mark key={index}>{part.text}</mark> : part.text))}
            </p>
          </li>
        ))}
      </ol>
    </main>
  );
}
