import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Providers } from '@/features/menu/providers';
import type { MenuEntry, SocialLink } from '@/features/menu/types';
import { menuFixture, socialFixture, testConnection } from './menu-api-handlers';

type Options = RenderOptions & { menu?: MenuEntry[]; socialLinks?: SocialLink[] };

/** Renders `ui` as the root layout does: inside the providers, seeded with what the server loaded. */
export function renderWithProviders(ui: ReactElement, options: Options = {}) {
  const { menu = menuFixture, socialLinks = socialFixture, ...renderOptions } = options;
  return render(
    <Providers connection={testConnection} menu={menu} socialLinks={socialLinks}>
      {ui}
    </Providers>,
    renderOptions,
  );
}
