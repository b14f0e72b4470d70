import { mapEmbedUrl } from './from-cms';
import { schoolDocAt } from './reads';

/**
 * The school's map embed: the one frame a page may show, for the page's policy (frame-src). The page reuses
 * this read of the school's details; none that fails allows a frame.
 */
export async function mapEmbedUrlAt(notBefore: number): Promise<string | undefined> {
  return mapEmbedUrl(await schoolDocAt(notBefore).catch(() => undefined));
}
