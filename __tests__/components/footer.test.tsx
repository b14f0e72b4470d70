import { act, screen, within } from '@testing-library/react';
import { Footer } from '@/components/layout/footer/footer';
import { site } from '@/lib/site';
import { currentPath } from '../utils/pathname';
import { renderWithProviders } from '../utils/render';

jest.mock('next/navigation', () => jest.requireActual('../utils/pathname').mockNextNavigation());

beforeEach(() => {
  currentPath.value = '/home';
});

describe('Footer', () => {
  it('tells visitors about the CBSE curriculum', () => {
    renderWithProviders(<Footer />);
    expect(screen.getByText(/Central Board of Secondary Education \(CBSE\) curriculum/)).toBeInTheDocument();
  });

  it('lists the menu entries under Useful Links', () => {
    renderWithProviders(<Footer />);
    expect(screen.getByRole('heading', { name: 'Useful Links' })).toBeInTheDocument();
    const links = within(screen.getByRole('navigation', { name: 'Useful Links' })).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Home', '/home'],
      ['About Us', '/about-us'],
      ['Admissions', '/admissions'],
    ]);
  });

  it('gives the address, a phone link and an e-mail link', () => {
    const { container } = renderWithProviders(<Footer />);
    expect(container.querySelector('address')).toHaveTextContent(site.address.street);
    expect(screen.getByRole('link', { name: site.phone.display })).toHaveAttribute('href', site.phone.href);
    expect(screen.getByRole('link', { name: site.email })).toHaveAttribute('href', `mailto:${site.email}`);
  });

  it('embeds a titled map once the visitor scrolls near it, not before', () => {
    const observed: IntersectionObserverCallback[] = [];
    window.IntersectionObserver = class {
      constructor(callback: IntersectionObserverCallback) {
        observed.push(callback);
      }
      observe() {}
      disconnect() {}
    } as unknown as typeof IntersectionObserver;
    try {
      renderWithProviders(<Footer />);
      expect(screen.queryByTitle(site.map.title)).not.toBeInTheDocument();
      const [callback] = observed;
      act(() => callback?.([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver));
      const map = screen.getByTitle(site.map.title);
      expect(map.tagName).toBe('IFRAME');
      expect(map).toHaveAttribute('src', site.map.embedUrl);
    } finally {
      Reflect.deleteProperty(window, 'IntersectionObserver');
    }
  });

  it('shows the copyright line and the social icons', () => {
    renderWithProviders(<Footer />);
    expect(screen.getByText('© Rugaa All Rights Reserved')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'YouTube' })).toBeInTheDocument();
  });
});
