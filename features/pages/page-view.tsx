import type { SitePage } from '@/features/pages/rules';
import { LastUpdated } from '../../lib/layout/last-updated';
import { RichTextBody, type BlockRenderers } from '../../lib/rich-text';
import { FormBlockView } from '../messages/form-block';

/** The blocks a page body may hold, rendered for the page at `path`: a parents' form is sent back to it. */
function pageBlocks(path: string): BlockRenderers {
  return {
    form: ({ node }) => <FormBlockView kind={(node.fields as { form?: unknown }).form} action={path} />,
  };
}

/** A menu route's own page, written by the school in the CMS's `pages`, at `path`. */
export function PageView({ page, path }: { page: SitePage; path: string }) {
  return (
    <article className="container section prose" aria-labelledby="page-title">
      <h1 id="page-title">{page.title}</h1>
      {page.body && <RichTextBody data={page.body} blocks={pageBlocks(path)} />}
      <LastUpdated at={page.updatedAt} />
    </article>
  );
}
