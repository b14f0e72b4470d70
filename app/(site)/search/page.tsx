import type { Metadata } from 'next';
import { PAGE_SIZE, searchSite, type SearchKind, type SearchResult, type SnippetPart } from '@/features/search/server';

// A minimal results page in the markup contract (i37-ui's page replaces it): the engine's HTTP tests read it.

type SearchRouteProps = { searchParams: Promise<{ q?: string | string[]; page?: string | string[] }> };

export const metadata: Metadata = { robots: { index: false } };

const KINDS: Record<SearchKind, string> = {
  page: 'Page',
  notice: 'Notice',
  event: 'Event',
  document: 'Document',
  album: 'Album',
};

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? '';

function Snippet({ parts }: { parts: SnippetPart[] }) {
  return <p>{parts.map((part, index) => (part.mark ? <mark key={index}>{part.text}</mark> : part.text))}</p>;
}

function Result({ result }: { result: SearchResult }) {
  return (
    <li>
      <a href={result.href} lang={result.lang}>
        {result.title}
      </a>{' '}
      {KINDS[result.kind]} {result.date}
      <Snippet parts={result.snippet} />
    </li>
  );
}

export default async function Search({ searchParams }: SearchRouteProps) {
  const params = await searchParams;
  const answer = await searchSite(first(params.q), Number(first(params.page) || '1'));
  return (
    <main id="main">
      <h1>Search</h1>
      <p>
        {answer.total} results, {PAGE_SIZE} a page
      </p>
      <ol id="search-results">
        {answer.results.map((result) => (
          <Result key={result.href} result={result} />
        ))}
      </ol>
    </main>
  );
}
