import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Header } from '@/features/site-frame/header/header';
import { menuFixture, menuUrl, received, record } from '../../../utils/menu-api-handlers';
import { server } from '../../../utils/msw-server';
import { linkStatus } from '../../../utils/next-link';
import { currentPath } from '../../../utils/pathname';
import { renderWithProviders } from '../../../utils/render';
import { demoSchool } from '../../../utils/school';

jest.mock('next/navigation', () => jest.requireActual('../../../utils/pathname').mockNextNavigation());

const mainLinks = () => within(screen.getByRole('navigation', { name: 'Main' })).getAllByRole('link');

beforeEach(() => {
  currentPath.value = '/home';
});

describe('Header', () => {
  it('links every active entry but landing-page, by position, to /{url}', () => {
    renderWithProviders(<Header school={demoSchool} />);
    expect(mainLinks().map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Home', '/home'],
      ['About Us', '/about-us'],
      ['Admissions', '/admissions'],
    ]);
  });

  it('shows only the landing-page entry on /landing-page', () => {
    currentPath.value = '/landing-page';
    renderWithProviders(<Header school={demoSchool} />);
    expect(mainLinks().map((link) => link.textContent)).toEqual(['Admissions 2027-28']);
  });

  it('marks the link of the current page', () => {
    currentPath.value = '/about-us';
    renderWithProviders(<Header school={demoSchool} />);
    expect(screen.getByRole('link', { name: 'About Us' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows an empty menu when the menu could not be loaded', () => {
    renderWithProviders(<Header school={demoSchool} />, { menu: [] });
    expect(within(screen.getByRole('navigation', { name: 'Main' })).queryAllByRole('link')).toHaveLength(0);
  });

  it('shows the open hours in the top bar', () => {
    renderWithProviders(<Header school={demoSchool} />);
    expect(screen.getByText('Open hours: 8am - 5pm mon - sat')).toBeInTheDocument();
  });

  it('opens and closes the main navigation with the Mobile menu button', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Header school={demoSchool} />);
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
    renderWithProviders(<Header school={demoSchool} />);
    const toggle = screen.getByRole('button', { name: 'Side menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    const drawer = await screen.findByRole('dialog', { name: 'Greenwood Public School' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(drawer).toHaveAttribute('id', toggle.getAttribute('aria-controls'));
    expect(within(drawer).getByRole('link', { name: 'About Us' })).toHaveAttribute('href', '/about-us');
    expect(within(drawer).getByRole('link', { name: '+91 11 4567 8900' })).toHaveAttribute('href', 'tel:+911145678900');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(toggle).toHaveAttribute('aria-expanded', 'false'));
    await waitFor(() => expect(toggle).toHaveFocus());
  });

  it('closes the Side menu drawer with its close button', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Header school={demoSchool} />);
    const toggle = screen.getByRole('button', { name: 'Side menu' });
    await user.click(toggle);
    const drawer = await screen.findByRole('dialog');
    await user.click(within(drawer.closest('.ant-drawer') as HTMLElement).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(toggle).toHaveAttribute('aria-expanded', 'false'));
  });
});

describe('Header lists in a signed-in browser', () => {
  it('makes no CMS call when no token is stored', async () => {
    renderWithProviders(<Header school={demoSchool} />);
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
    renderWithProviders(<Header school={demoSchool} />);
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
    renderWithProviders(<Header school={demoSchool} />);
    await waitFor(() => expect(received.length).toBeGreaterThan(0));
    expect(mainLinks().map((link) => link.textContent)).toEqual(['Home', 'About Us', 'Admissions']);
  });
});

describe('Page loader', () => {
  it('covers the page with a loader while a menu link’s page loads', () => {
    renderWithProviders(<Header school={demoSchool} />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    linkStatus.pending = true;
    try {
      renderWithProviders(<Header school={demoSchool} />);
      expect(screen.getAllByRole('status')[0]).toHaveTextContent('Loading page…');
    } finally {
      linkStatus.pending = false;
    }
  });
});
