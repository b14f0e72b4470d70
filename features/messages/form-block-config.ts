import type { Block } from 'payload';
import { FORM_TITLES, FORMS, type FormKind } from './rules.ts';

/** The *Form* block of a page's body: the office picks which parents' form shows there. */
export const FormBlock: Block = {
  slug: 'form',
  labels: { singular: 'Form', plural: 'Forms' },
  fields: [
    {
      name: 'form',
      type: 'select',
      required: true,
      options: FORMS.map((value) => ({ value, label: FORM_TITLES[value] })),
      admin: {
        description: 'Which form parents fill in here. Place each form once on a page.',
      },
    },
  ],
};

/** The block as a page body holds it (Lexical's JSON), for the starter pages. */
export function formBlockNode(form: FormKind, id: string) {
  return { type: 'block', version: 2, format: '', fields: { id, blockName: '', blockType: 'form', form } };
}
