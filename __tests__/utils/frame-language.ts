import type { FrameLanguage, Translate } from '@/features/site-frame/words';
import type { Locale } from '@/lib/i18n/locales';
import englishFrame from '@/lib/i18n/messages/en/frame.json';
import hindiFrame from '@/lib/i18n/messages/hi/frame.json';

const FRAME: Record<Locale, unknown> = { en: englishFrame, hi: hindiFrame };

/**
 * The catalogue's `frame` words with their `{name}` arguments filled, as getTranslations('frame') gives
 * them for the frame's plain messages (jest cannot load next-intl's ES modules).
 */
function translator(locale: Locale): Translate {
  return (key, values = {}) => {
    const message = key
      .split('.')
      .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], FRAME[locale]);
    if (typeof message !== 'string') throw new Error(`no message frame.${key}`);
    return message.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name]));
  };
}

/** The frame's language as the site's document passes it to the header and footer. */
export function frameLanguage(
  locale: Locale = 'en',
  otherPage = locale === 'en' ? '/hi/home' : '/home',
): FrameLanguage {
  return { locale, t: translator(locale), otherPage };
}
