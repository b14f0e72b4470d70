import { fellBackAt, langOf } from '@/cms/localized';
import type { SitePage } from '@/features/pages/rules';
import { LastUpdated } from '../../lib/layout/last-updated';
import { RichTextBody, type BlockRenderers } from '../../lib/rich-text';
import { FormBlockView } from '../messages/form-block';
import { UntranslatedNote } from './untranslated-note';

/** The blocks a page body may hold, rendered for the page at `path`: a parents' form is sent back to it. */
function pageBlocks(path: string): BlockRenderers {
  return {
    form: ({ node }) => <FormBlockView kind={(node.fields as { form?: unknown }).form} action={path} />,
  };
}

/**
 * A menu route's own page, written by the school in the CMS's `pages`, at `path`. On a Hindi page, what the
 * school has not written in Hindi yet is shown in English, marked `lang="en"`, and a page whose main text
 * (its body, or its title without one) is English says so.
 */
export function PageView({ page, path }: { page: SitePage; path: string }) {
  const bodyInEnglish = fellBackAt(page.fellBack, 'body');
  const untranslated = page.body ? bodyInEnglish : fellBackAt(page.fellBack, 'title');
  const body = page.body && <RichTextBody data={page.body} blocks={pageBlocks(path)} />;
  return (
    <article className="container section prose" aria-labelledby="page-title">
      {untranslated && <UntranslatedNote />}
      <h1 id="page-title" lang={langOf(page.fellBack, 'title')}>
        {page.title}
      </h1>
      {bodyInEnglish ? <div lang="en">{body}</div> : body}
      <LastUpdated at={page.updatedAt} />
    </article>
  );
}
