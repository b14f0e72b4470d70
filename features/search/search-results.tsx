import { getTranslations } from 'next-intl/server';
import { formatDate } from '@/lib/dates';
import type { Locale } from '@/lib/i18n/locales';
import type { SearchResult, SnippetPart } from './server';

function Snippet({ parts }: { parts: readonly SnippetPart[] }) {
  return parts.map((part, index) => (part.mark ? <mark key={index}>{part.text}</mark> : part.text));
}

/**
 * The results as an ordered list (the markup other tests read: `ol#search-results`, each item's first link
 * the result's): its kind in words, its title linked, its date, and the words around what was found.
 */
export async function SearchResults({ results, locale }: { results: readonly SearchResult[]; locale: Locale }) {
  const t = await getTranslations('search');
  return (
    <ol id="search-results" className="search-results">
      {results.map((result) => (
        <li key={result.href} className="search-result">
          <h3 className="search-result-title">
            <a href={result.href} lang={result.lang}>
              {result.title}
            </a>
          </h3>
          <p className="search-result-meta">
            <span className="search-result-kind">{t(`kinds.${result.kind}`)}</span>
            {result.date && (
              <>
                {' · '}
                <time dateTime={result.date}>{formatDate(result.date, locale)}</time>
              </>
            )}
          </p>
          {result.snippet.length > 0 && (
            <p className="search-result-snippet" lang={result.lang}>
              <Snippet parts={result.snippet} />
            </p>
          )}
        </li>
      ))}
    </ol>
  );
}
