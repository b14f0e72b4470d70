import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import type { Locale } from '@/lib/i18n/locales';
import { NAMESPACES, type Messages } from '@/lib/i18n/messages';

/** The site's catalogue in `locale`, read as the server reads it (lib/i18n/messages). */
export function messagesFor(locale: Locale): Messages {
  return Object.fromEntries(
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    NAMESPACES.map((namespace) => [namespace, require(`@/lib/i18n/messages/${locale}/${namespace}.json`)]),
  ) as Messages;
}

/** What a page renders inside: the request's language and its catalogue, as next-intl gives a server render. */
export function IntlProvider({ locale = 'en', children }: { locale?: Locale; children: ReactNode }) {
  return (
    <NextIntlClientProvider locale={locale} messages={messagesFor(locale)} timeZone="Asia/Kolkata">
      {children}
    </NextIntlClientProvider>
  );
}
