/**
 * Whether a POSTed form (a TC lookup, a parent's message) was sent by a page of another site, which must
 * not spend a visitor's lookups or send a message in their name: its browser says so (`Sec-Fetch-Site: cross-site` or `same-site`, a sibling
 * sub-domain being another site too), or its `Origin` is none of the site's own (cms/origins.ts, from
 * SITE_URL). A POST with neither header (curl, an old browser) is a visitor's own and is answered.
 */
export function isCrossSitePost(headers: Headers, siteOrigins: readonly string[]): boolean {
  const fetchSite = headers.get('sec-fetch-site');
  if (fetchSite === 'cross-site' || fetchSite === 'same-site') return true;
  const origin = headers.get('origin');
  return origin !== null && !siteOrigins.includes(origin);
}
