import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Providers } from '@/features/menu/providers';
import type { MenuEntry, SocialLink } from '@/features/menu/types';
import type { Locale } from '@/lib/i18n/locales';
import { IntlProvider } from './intl';
import { menuFixture, socialFixture, testConnection } from './menu-api-handlers';

type Options = RenderOptions & { menu?: MenuEntry[]; socialLinks?: SocialLink[]; locale?: Locale };

/** Renders `ui` as the root layout does: in a language (English unless told), inside the providers, seeded with what the server loaded. */
export function renderWithProviders(ui: ReactElement, options: Options = {}) {
  const { menu = menuFixture, socialLinks = socialFixture, locale = 'en', ...renderOptions } = options;
  return render(
    <IntlProvider locale={locale}>
      <Providers connection={testConnection} menu={menu} socialLinks={socialLinks}>
        {ui}
      </Providers>
    </IntlProvider>,
    renderOptions,
  );
}
