import type { FormKind } from '../messages/rules.ts';
import { pageDocAt } from './reads.ts';

type Node = { type?: unknown; fields?: { blockType?: unknown; form?: unknown }; children?: unknown };

/** The parents' forms a page body places with the Form block, in order. */
function formsInBody(body: unknown): string[] {
  const found: string[] = [];
  const visit = (node: Node) => {
    if (node.type === 'block' && node.fields?.blockType === 'form' && typeof node.fields.form === 'string')
      found.push(node.fields.form);
    if (Array.isArray(node.children)) for (const child of node.children as Node[]) visit(child);
  };
  visit((body as { root?: Node } | null | undefined)?.root ?? {});
  return found;
}

/** Whether the published page at `slug` shows `kind`'s form: a form is received only where it is shown. */
export async function pageShowsForm(slug: string, kind: FormKind, notBefore: number): Promise<boolean> {
  // The form block sits in each language's body; a form sent from either language's page is taken.
  const [english, hindi] = await Promise.all([pageDocAt(slug, notBefore), pageDocAt(slug, notBefore, 'hi')]);
  return formsInBody(english.value?.body).includes(kind) || formsInBody(hindi.value?.body).includes(kind);
}
