import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical';

/** A menu route's own page, as published in the CMS's `pages`. */
export type SitePage = {
  title: string;
  description?: string;
  body: SerializedEditorState | undefined;
  /** When the published page last changed (ISO 8601): shown as "Last updated". */
  updatedAt: string;
};
