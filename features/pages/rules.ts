import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical';
import type { FellBack } from '../../cms/localized.ts';

/** A menu route's own page, as published in the CMS's `pages`. */
export type SitePage = {
  title: string;
  description?: string;
  body: SerializedEditorState | undefined;
  /** When the published page last changed (ISO 8601): shown as "Last updated". */
  updatedAt: string;
  /** The fields shown in English on a Hindi page, which has no Hindi for them yet (cms/localized.ts). */
  fellBack: FellBack;
};
