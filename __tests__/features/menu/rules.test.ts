import { findActiveEntry, menuRouteSlug, visibleMenuEntries } from '@/features/menu/rules';
import { menuFixture } from '../../utils/menu-api-handlers';

const titles = (pathname: string) => visibleMenuEntries(menuFixture, pathname).map((entry) => entry.title);

describe('menu', () => {
  it('shows every active entry but landing-page, sorted by position, on ordinary paths', () => {
    expect(titles('/home')).toEqual(['Home', 'About Us', 'Admissions']);
    expect(titles('/about-us')).toEqual(['Home', 'About Us', 'Admissions']);
  });

  it('shows only the landing-page entry on /landing-page', () => {
    expect(titles('/landing-page')).toEqual(['Admissions 2027-28']);
  });

  it('shows nothing on /landing-page when that entry is inactive', () => {
    const inactive = menuFixture.map((entry) => (entry.url === 'landing-page' ? { ...entry, active: false } : entry));
    expect(visibleMenuEntries(inactive, '/landing-page')).toEqual([]);
  });

  it('finds only active entries for a route', () => {
    expect(findActiveEntry(menuFixture, 'about-us')?.title).toBe('About Us');
    expect(findActiveEntry(menuFixture, 'alumni')).toBeUndefined();
    expect(findActiveEntry(menuFixture, 'nope')).toBeUndefined();
  });

  it('knows which paths the menu segment serves', () => {
    expect(menuRouteSlug('/about-us')).toBe('about-us');
    expect(menuRouteSlug('/%61bout')).toBe('about');
    expect(menuRouteSlug('/home')).toBeUndefined();
    expect(menuRouteSlug('/~offline')).toBeUndefined();
    expect(menuRouteSlug('/')).toBeUndefined();
    expect(menuRouteSlug('/about-us/team')).toBeUndefined();
  });
});
