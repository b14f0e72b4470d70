import {
  BlocksFeature,
  EXPERIMENTAL_TableFeature,
  FixedToolbarFeature,
  HeadingFeature,
  LinkFeature,
  lexicalEditor,
} from '@payloadcms/richtext-lexical';

/** The parents' form block's slug: its config is features/messages/form-block-config.ts. */
const FORM_BLOCK = 'form';

// What an office needs for a page: headings from level 2 (the title is the page's one first-level
// heading), lists, links, quotes, tables, pictures and parents' forms. Nothing that embeds code or other documents.
const LEFT_OUT = new Set([
  'heading',
  'link',
  'relationship',
  'checklist',
  'subscript',
  'superscript',
  'inlineCode',
  'indent',
  'align',
]);

export const pageBodyEditor = lexicalEditor({
  features: ({ defaultFeatures }) => [
    ...defaultFeatures.filter((feature) => !LEFT_OUT.has(feature.key)),
    HeadingFeature({ enabledHeadingSizes: ['h2', 'h3', 'h4'] }),
    // A link to another page of the site, or an address; never to an account or another collection.
    LinkFeature({ enabledCollections: ['pages'] }),
    EXPERIMENTAL_TableFeature(),
    FixedToolbarFeature(),
    // A parents' form: the office places one anywhere in a page. By its slug: the messages feature defines
    // the block (features/messages/form-block-config.ts), and payload.config.ts lists it in the config's blocks.
    BlocksFeature({ blocks: [FORM_BLOCK] }),
  ],
});
