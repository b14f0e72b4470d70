'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { useState } from 'react';
import { localePath, splitLocale, type Locale } from '@/lib/i18n/locales';
import { pageQuery } from '@/lib/page-query';

type LanguageLinkProps = {
  /** The language linked to, and its name in that language ("हिन्दी", "English"). */
  locale: Locale;
  label: string;
  /** The same page in that language, as the server worked it out from the address asked for. */
  href: string;
};

/**
 * The language link (GIGW: "a prominent language selection link"): a plain link to the same page in the
 * other language, named in that language, so a parent who reads only Hindi finds "हिन्दी". A full load,
 * so the other language gets its own document. Never a redirect by the browser's languages: a link shared
 * in a parents' group opens as sent.
 *
 * The header stays while the client router moves between pages, so once it has moved the link is worked
 * out from the router's address (the query the page reads kept, lib/page-query.ts). Until then it is the
 * server's: on a 404 or 503 the server's router names the rewrite's target, not the address asked for.
 */
export function LanguageLink({ locale, label, href: fromServer }: LanguageLinkProps) {
  const pathname = usePathname();
  const query = useSearchParams().toString();
  const [first] = useState(() => `${pathname}?${query}`);
  let href = fromServer;
  if (`${pathname}?${query}` !== first) {
    const { path } = splitLocale(pathname);
    href = `${localePath(locale, path)}${pageQuery(path, new URLSearchParams(query))}`;
  }
  return (
    <a className="language-link" href={href} hrefLang={locale} lang={locale}>
      {label}
    </a>
  );
}
