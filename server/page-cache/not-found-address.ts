/**
 * The site's 404 page is kept once per language for every address not found (page-cache.ts), and names
 * none in what it shows. But Next's flight data holds the address it was rendered for: the path's segments
 * (`"c"`) and the query (`"q"`). Kept as it is, the first visitor's junk address, with whatever it held,
 * would go to everyone after. Here it is replaced by the 404 page's own; the browser's router takes its
 * address from the location anyway. A page whose flight data does not hold exactly one such pair (another
 * Next, an address with characters escaped) is not kept: it is rendered for each request, as before.
 */
const ADDRESS = /\\"c\\":\[(?:\\"[^"\\]*\\",?)*\],\\"q\\":\\"[^"\\]*\\"/g;
const FIXED = String.raw`\"c\":[\"\",\"~not-found\"],\"q\":\"\"`;

/** The 404 page's bytes with the address it was rendered for replaced, or undefined when it cannot be. */
export function withoutAddress(rendered: Buffer): Buffer | undefined {
  const html = rendered.toString('latin1');
  const found = html.match(ADDRESS);
  if (found?.length !== 1) return undefined;
  return Buffer.from(html.replace(ADDRESS, FIXED), 'latin1');
}
