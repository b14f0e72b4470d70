import type { Locale } from '../../lib/i18n/locales';
import { mapEmbedUrl } from './from-cms';
import { schoolDocAt } from './reads';

/**
 * The school's map embed: the one frame a page may show, for the page's policy (frame-src). Read in the
 * page's language, so the page reuses this very read of the school's details; none that fails allows a frame.
 */
export async function mapEmbedUrlAt(notBefore: number, locale: Locale): Promise<string | undefined> {
  return mapEmbedUrl(await schoolDocAt(notBefore, locale).catch(() => undefined));
}
