import { otherLocale } from '@/lib/i18n/page-address';
import type { FrameLanguage } from '../words';

/**
 * The language link (GIGW: "a prominent language selection link"): a plain link to the same page in the
 * other language, named in that language, so a parent who reads only Hindi finds "हिन्दी". Never a redirect
 * by the browser's languages: a link shared in a parents' group opens as sent.
 */
export function LanguageLink({ language }: { language: FrameLanguage }) {
  const other = otherLocale(language.locale);
  return (
    <a className="language-link" href={language.otherPage} hrefLang={other} lang={other}>
      {language.t(`language.${other}`)}
    </a>
  );
}
