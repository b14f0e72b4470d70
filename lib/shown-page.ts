import 'server-only';
import { NOT_FOUND_SHOWN, reportShownAddress } from './server-bridge';

/**
 * Tells the page cache which page a page that reads its query showed: its own address, as it links to it
 * (`/calendar` for this year, whatever junk `?year=` held). The cache keeps the render as that page, so a
 * query value the page ignores or replaces costs no entry and is a hit of the page it shows.
 */
export async function reportShown(address: string): Promise<void> {
  reportShownAddress(address);
}

/**
 * Tells the page cache this render is the site's 404 page, which names no address of its own (its language
 * link goes to the other language's home page): one kept 404 per language serves every address not found.
 */
export async function reportNotFound(): Promise<void> {
  await reportShown(NOT_FOUND_SHOWN);
}
