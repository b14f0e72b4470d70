import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Header } from '@/features/site-frame/header/header';
import { LanguageLink } from '@/features/site-frame/header/language-link';
import type { Locale } from '@/lib/i18n/locales';
import { FrameProvider } from '@/lib/layout/frame-context';
import { frameLanguage } from '../../../utils/frame-language';
import { menuFixture, menuUrl, received, record } from '../../../utils/menu-api-handlers';
import { server } from '../../../utils/msw-server';
import { linkStatus } from '../../../utils/next-link';
import { currentPath } from '../../../utils/pathname';
import { renderWithProviders } from '../../../utils/render';
import { demoSchool } from '../../../utils/school';

jest.mock('next/navigation', () => jest.requireActual('../../../utils/pathname').mockNextNavigation());

const mainLinks = (name = 'Main') => within(screen.getByRole('navigation', { name })).getAllByRole('link');

beforeEach(() => {
  currentPath.value = '/home';
});

describe('Header', () => {
  it('links every active entry but landing-page, by position, to /{url}', () => {
    renderWithProviders(<Header school={demoSchool} language={frameLanguage()} />);
    expect(mainLinks().map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Home', '/home'],
      ['About Us', '/about-us'],
      ['Admissions', '/admissions'],
    ]);
  });

  it('shows only the landing-page entry on /landing-page', () => {
    currentPath.value = '/landing-page';
    renderWithProviders(<Header school={demoSchool} language={frameLanguage()} />);
    expect(mainLinks().map((link) => link.textContent)).toEqual(['Admissions 2027-28']);
  });

  it('marks the link of the current page', () => {
    currentPath.value = '/about-us';
    renderWithProviders(<Header school={demoSchool} language={frameLanguage()} />);
    expect(screen.getByRole('link', { name: 'About Us' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows an empty menu when the menu could not be loaded', () => {
    renderWithProviders(<Header school={demoSchool} language={frameLanguage()} />, { menu: [] });
    expect(within(screen.getByRole('navigation', { name: 'Main' })).queryAllByRole('link')).toHaveLength(0);
  });

  it('shows the open hours in the top bar', () => {
    renderWithProviders(<Header school={demoSchool} language={frameLanguage()} />);
    expect(screen.getByText('Open hours: 8am - 5pm mon - sat')).toBeInTheDocument();
  });

  it('opens and closes the main navigation with the Mobile menu button', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Header school={demoSchool} language={frameLanguage()} />);
    const toggle = screen.getByRole('button', { name: 'Mobile menu' });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(toggle).toHaveAttribute('aria-controls', nav.id);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(nav).toHaveAttribute('data-open', 'true');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(nav).toHaveAttribute('data-open', 'false');
  });

  it('opens the Side menu drawer with the menu and contact details, and closes it with Escape, returning focus', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Header school={demoSchool} language={frameLanguage()} />);
    const toggle = screen.getByRole('button', { name: 'Side menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    const drawer = await screen.findByRole('dialog', { name: 'Greenwood Public School' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(drawer).toHaveAttribute('id', toggle.getAttribute('aria-controls'));
    expect(within(drawer).getByRole('link', { name: 'About Us' })).toHaveAttribute('href', '/about-us');
    expect(within(drawer).getByRole('link', { name: '+91\u00a011\u00a04567\u00a08900' })).toHaveAttribute(
      'href',
      'tel:+911145678900',
    );
    await user.keyboard('{Escape}');
    await waitFor(() => expect(toggle).toHaveAttribute('aria-expanded', 'false'));
    await waitFor(() => expect(toggle).toHaveFocus());
  });

  it('closes the Side menu drawer with its close button', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Header school={demoSchool} language={frameLanguage()} />);
    const toggle = screen.getByRole('button', { name: 'Side menu' });
    await user.click(toggle);
    const drawer = await screen.findByRole('dialog');
    await user.click(within(drawer.closest('.ant-drawer') as HTMLElement).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(toggle).toHaveAttribute('aria-expanded', 'false'));
  });
});

describe('Header lists in a signed-in browser', () => {
  it('makes no CMS call when no token is stored', async () => {
    renderWithProviders(<Header school={demoSchool} language={frameLanguage()} />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(received).toEqual([]);
  });

  it('refetches the menu with the bearer token after hydration and on focus', async () => {
    window.localStorage.setItem('token', 'editor-token');
    server.use(
      http.get(menuUrl, ({ request }) => {
        record(request);
        return HttpResponse.json({
          status: 'success',
          data: [...menuFixture, { id: '9', title: 'Results', url: 'results', active: true, position: 9 }],
        });
      }),
    );
    renderWithProviders(<Header school={demoSchool} language={frameLanguage()} />);
    expect(await screen.findByRole('link', { name: 'Results' })).toHaveAttribute('href', '/results');
    const menuCalls = () => received.filter((call) => call.path === '/api/menu/findall');
    expect(menuCalls()).toEqual([
      { path: '/api/menu/findall', siteKey: 'test-school', authorization: 'Bearer editor-token' },
    ]);
    expect(received.some((call) => call.path === '/api/socialmedia/findall')).toBe(true);

    window.dispatchEvent(new Event('visibilitychange'));
    await waitFor(() => expect(menuCalls()).toHaveLength(2));
  });

  it('keeps the lists it has when a refetch fails', async () => {
    window.localStorage.setItem('token', 'editor-token');
    server.use(http.get(menuUrl, ({ request }) => (record(request), HttpResponse.json({}, { status: 500 }))));
    renderWithProviders(<Header school={demoSchool} language={frameLanguage()} />);
    await waitFor(() => expect(received.length).toBeGreaterThan(0));
    expect(mainLinks().map((link) => link.textContent)).toEqual(['Home', 'About Us', 'Admissions']);
  });
});

/** The header as the Hindi (or English) document renders it: inside the frame's provider. */
function renderIn(locale: Locale, otherPage: string, menu?: Parameters<typeof renderWithProviders>[1]) {
  const words = { loading: locale === 'hi' ? 'पृष्ठ खुल रहा है…' : 'Loading page…', error: {} as never };
  return renderWithProviders(
    <FrameProvider locale={locale} words={words}>
      <Header school={demoSchool} language={frameLanguage(locale, otherPage)} />
    </FrameProvider>,
    menu,
  );
}

describe('Header in two languages', () => {
  it('links "हिन्दी", marked Hindi, to the same page in Hindi on an English page', () => {
    currentPath.value = '/notices';
    renderIn('en', '/hi/notices?year=2026');
    const link = screen.getByRole('link', { name: 'हिन्दी' });
    expect(link).toHaveAttribute('href', '/hi/notices?year=2026');
    expect(link).toHaveAttribute('lang', 'hi');
    expect(link).toHaveAttribute('hreflang', 'hi');
  });

  it('links "English" to the English page, and every link of a Hindi page into Hindi', () => {
    currentPath.value = '/hi/about-us';
    renderIn('hi', '/about-us');
    const english = screen.getByRole('link', { name: 'English' });
    expect(english).toHaveAttribute('href', '/about-us');
    expect(english).toHaveAttribute('lang', 'en');
    expect(mainLinks('मुख्य').map((link) => link.getAttribute('href'))).toEqual([
      '/hi/home',
      '/hi/about-us',
      '/hi/admissions',
    ]);
    expect(screen.getByRole('link', { name: 'अनिवार्य सार्वजनिक प्रकटीकरण' })).toHaveAttribute(
      'href',
      '/hi/mandatory-public-disclosure',
    );
    expect(screen.getByRole('link', { name: /Greenwood Public School/ })).toHaveAttribute('href', '/hi/home');
    expect(screen.getByRole('button', { name: 'मेन्यू' })).toBeInTheDocument();
  });

  it('marks the current page whichever path the router reports (the address, or the rewrite’s target)', () => {
    for (const path of ['/hi/about-us', '/about-us']) {
      currentPath.value = path;
      const { unmount } = renderIn('hi', '/about-us');
      expect(
        within(screen.getByRole('navigation', { name: 'मुख्य' })).getByRole('link', { name: 'About Us' }),
      ).toHaveAttribute('aria-current', 'page');
      unmount();
    }
  });

  it('marks an English title lang="en" on a Hindi page, and a Hindi title not at all', () => {
    currentPath.value = '/hi/home';
    renderIn('hi', '/home', {
      menu: [
        { id: '1', title: 'Home', url: 'home', active: true, position: 1, lang: 'en' },
        { id: '2', title: 'हमारे बारे में', url: 'about-us', active: true, position: 2 },
      ],
    });
    const [home, about] = mainLinks('मुख्य');
    expect(home).toHaveAttribute('lang', 'en');
    expect(about).not.toHaveAttribute('lang');
  });

  it('marks nothing on an English page with English titles', () => {
    renderIn('en', '/hi/home');
    for (const link of mainLinks()) expect(link).not.toHaveAttribute('lang');
  });

  it('names the loader in Hindi on a Hindi page', () => {
    linkStatus.pending = true;
    try {
      renderIn('hi', '/home');
      expect(screen.getAllByRole('status')[0]).toHaveTextContent('पृष्ठ खुल रहा है…');
    } finally {
      linkStatus.pending = false;
    }
  });
});

describe('Page loader', () => {
  it('covers the page with a loader while a menu link’s page loads', () => {
    renderWithProviders(<Header school={demoSchool} language={frameLanguage()} />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    linkStatus.pending = true;
    try {
      renderWithProviders(<Header school={demoSchool} language={frameLanguage()} />);
      expect(screen.getAllByRole('status')[0]).toHaveTextContent('Loading page…');
    } finally {
      linkStatus.pending = false;
    }
  });
});

describe('the language link after the client router moves', () => {
  it('keeps the server’s link until the page changes, then names the new page in the other language', () => {
    currentPath.value = '/about-us';
    const link = <LanguageLink locale="en" label="English" href="/nope" />;
    const { rerender } = render(link);
    // On a 404 the server's router names the rewrite's target: the link is the server's, worked out from the address.
    expect(screen.getByRole('link', { name: 'English' })).toHaveAttribute('href', '/nope');
    currentPath.value = '/hi/notices?year=2026&utm_source=x';
    rerender(<LanguageLink locale="en" label="English" href="/nope" />);
    expect(screen.getByRole('link', { name: 'English' })).toHaveAttribute('href', '/notices?year=2026');
  });
});
