import { markers, type SearchQuery } from './query.ts';
import { wordSpans } from './tokens.ts';

export type SnippetPart = { text: string; mark: boolean };

const LENGTH = 180;
const BEFORE = 60;

/**
 * A few lines of `body` around the first of the query's words, as plain parts (never HTML): each word of
 * the query marked, whole, or by its beginning for the prefix. Built here from the stored text, so both
 * databases show the same snippet.
 */
export function snippetOf(body: string, query: SearchQuery): SnippetPart[] {
  const { words, prefixes } = markers(query);
  const isAsked = (word: string) => words.has(word) || prefixes.some((prefix) => word.startsWith(prefix));
  const spans = wordSpans(body);
  const first = spans.find((span) => isAsked(span.word));
  // Start at a word, a little before the first one asked for.
  const from = first ? (spans.find((span) => span.end >= first.start - BEFORE)?.start ?? 0) : 0;
  let to = Math.min(body.length, from + LENGTH);
  const cut = spans.find((span) => span.start < to && span.end > to);
  if (cut) to = cut.start;
  const parts: SnippetPart[] = [];
  const push = (text: string, mark: boolean) => {
    if (text === '') return;
    const last = parts.at(-1);
    if (last && last.mark === mark) last.text += text;
    else parts.push({ text, mark });
  };
  if (from > 0) push('… ', false);
  let at = from;
  for (const span of spans) {
    if (span.start < from || span.end > to) continue;
    if (!isAsked(span.word)) continue;
    push(body.slice(at, span.start), false);
    push(body.slice(span.start, span.end), true);
    at = span.end;
  }
  push(body.slice(at, to), false);
  if (to < body.length) push(' …', false);
  return parts.map((part) => ({ ...part, text: part.text.replace(/\s+/g, ' ') }));
}
