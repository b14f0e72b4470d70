import type { ContentPage } from '@/lib/content';
import { MarkdownBody } from './markdown';

/** A menu route's own page, written by the school in `content/pages/{url}.md`. */
export function ContentPageView({ page }: { page: ContentPage }) {
  return (
    <article className="container section prose" aria-labelledby="page-title">
      <h1 id="page-title">{page.title}</h1>
      <MarkdownBody source={page.body} />
    </article>
  );
}
