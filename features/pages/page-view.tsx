import type { SitePage } from '@/features/pages/rules';
import { LastUpdated } from '../../lib/layout/last-updated';
import { RichTextBody } from '../../lib/rich-text';

/** A menu route's own page, written by the school in the CMS's `pages`. */
export function PageView({ page }: { page: SitePage }) {
  return (
    <article className="container section prose" aria-labelledby="page-title">
      <h1 id="page-title">{page.title}</h1>
      {page.body && <RichTextBody data={page.body} />}
      <LastUpdated at={page.updatedAt} />
    </article>
  );
}
