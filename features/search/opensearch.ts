import { localePath, type Locale } from '../../lib/i18n/locales';
import { escapeXml } from '../../lib/xml';
import { OPEN_SEARCH_PATH, SEARCH_PATH } from './rules';

// OpenSearch 1.1 caps ShortName at 16 characters: the name's first words that fit.
const SHORT_NAME_MAX = 16;

function shortName(name: string): string {
  let short = '';
  for (const word of name.split(/\s+/)) {
    const longer = short ? `${short} ${word}` : word;
    if (longer.length > SHORT_NAME_MAX) break;
    short = longer;
  }
  return short || name.slice(0, SHORT_NAME_MAX);
}

type OpenSearchSite = { baseUrl: string; name: string; description: string; locale: Locale };

/** The OpenSearch description of the site's search in one language, so browsers can offer it. */
export function openSearchDescription({ baseUrl, name, description, locale }: OpenSearchSite): string {
  const at = (path: string) => escapeXml(`${baseUrl}${localePath(locale, path)}`);
  return `<?xml version="1.0" encoding="UTF-8"?>
<OpenSearchDescription xmlns="http://a9.com/-/spec/opensearch/1.1/">
  <ShortName>${escapeXml(shortName(name))}</ShortName>
  <Description>${escapeXml(description)}</Description>
  <InputEncoding>UTF-8</InputEncoding>
  <Language>${locale}-IN</Language>
  <Image width="192" height="192" type="image/png">${escapeXml(`${baseUrl}/icons/icon-192.png`)}</Image>
  <Url type="text/html" method="get" template="${at(SEARCH_PATH)}?q={searchTerms}"/>
  <Url type="application/opensearchdescription+xml" rel="self" template="${at(OPEN_SEARCH_PATH)}"/>
</OpenSearchDescription>
`;
}
