import { act, screen, within } from '@testing-library/react';
import { Footer } from '@/features/site-frame/footer';
import { keepPhoneNumbersWhole, telHref } from '@/lib/rules/fields';
import { frameLanguage } from '../../utils/frame-language';
import { currentPath } from '../../utils/pathname';
import { renderWithProviders } from '../../utils/render';
import { demoSchool } from '../../utils/school';

jest.mock('next/navigation', () => jest.requireActual('../../utils/pathname').mockNextNavigation());

beforeEach(() => {
  currentPath.value = '/home';
});

describe('Footer', () => {
  it('tells visitors about the CBSE curriculum', () => {
    renderWithProviders(<Footer school={demoSchool} language={frameLanguage()} />);
    expect(screen.getByText(/Central Board of Secondary Education \(CBSE\) curriculum/)).toBeInTheDocument();
  });

  it('lists the menu entries under Useful Links', () => {
    renderWithProviders(<Footer school={demoSchool} language={frameLanguage()} />);
    expect(screen.getByRole('heading', { name: 'Useful Links' })).toBeInTheDocument();
    const links = within(screen.getByRole('navigation', { name: 'Useful Links' })).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Home', '/home'],
      ['About Us', '/about-us'],
      ['Admissions', '/admissions'],
    ]);
  });

  it('links the pages CBSE asks for, the book list among them', () => {
    renderWithProviders(<Footer school={demoSchool} language={frameLanguage()} />);
    const footer = within(screen.getByRole('contentinfo'));
    expect(footer.getByRole('link', { name: 'Mandatory Public Disclosure' })).toHaveAttribute(
      'href',
      '/mandatory-public-disclosure',
    );
    expect(footer.getByRole('link', { name: 'Book list' })).toHaveAttribute('href', '/book-list');
    expect(footer.getByRole('link', { name: 'Verify a transfer certificate' })).toHaveAttribute(
      'href',
      '/transfer-certificate',
    );
  });

  it('gives the address, a phone link and an e-mail link', () => {
    const { container } = renderWithProviders(<Footer school={demoSchool} language={frameLanguage()} />);
    expect(container.querySelector('address')).toHaveTextContent(demoSchool.address.street);
    // Shown whole: its spaces do not break (lib/rules/fields.ts).
    const shown = keepPhoneNumbersWhole(demoSchool.phone);
    expect(shown).not.toContain(' ');
    expect(screen.getByRole('link', { name: shown })).toHaveAttribute('href', telHref(demoSchool.phone));
    expect(screen.getByRole('link', { name: demoSchool.email })).toHaveAttribute('href', `mailto:${demoSchool.email}`);
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
      renderWithProviders(<Footer school={demoSchool} language={frameLanguage()} />);
      expect(screen.queryByTitle(demoSchool.map.title)).not.toBeInTheDocument();
      const [callback] = observed;
      act(() => callback?.([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver));
      const map = screen.getByTitle(demoSchool.map.title);
      expect(map.tagName).toBe('IFRAME');
      expect(map).toHaveAttribute('src', demoSchool.map.embedUrl);
    } finally {
      Reflect.deleteProperty(window, 'IntersectionObserver');
    }
  });

  it('shows the copyright line and the social icons', () => {
    renderWithProviders(<Footer school={demoSchool} language={frameLanguage()} />);
    expect(screen.getByText('© Rugaa All Rights Reserved')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'YouTube (external website)' })).toBeInTheDocument();
  });

  it('links the website’s policies, help and sitemap (GIGW) on English pages', () => {
    renderWithProviders(<Footer school={demoSchool} language={frameLanguage()} />);
    const links = within(screen.getByRole('navigation', { name: 'Website policies and help' })).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Accessibility statement', '/accessibility-statement'],
      ['Privacy policy', '/privacy-policy'],
      ['Terms of use', '/terms-of-use'],
      ['Hyperlinking policy', '/hyperlinking-policy'],
      ['Copyright policy', '/copyright-policy'],
      ['Help', '/help'],
      ['Sitemap', '/site-map'],
    ]);
  });

  it('links the same pages in Hindi, under /hi, on Hindi pages', () => {
    renderWithProviders(<Footer school={demoSchool} language={frameLanguage('hi')} />, { locale: 'hi' });
    const gigw = within(screen.getByRole('navigation', { name: 'वेबसाइट की नीतियाँ और सहायता' }));
    expect(gigw.getByRole('link', { name: 'गोपनीयता नीति' })).toHaveAttribute('href', '/hi/privacy-policy');
    expect(gigw.getByRole('link', { name: 'साइटमैप' })).toHaveAttribute('href', '/hi/site-map');
    expect(gigw.getAllByRole('link').every((link) => link.getAttribute('href')?.startsWith('/hi/'))).toBe(true);
  });

  it('says that the map’s and the social networks’ links leave the site', () => {
    renderWithProviders(<Footer school={demoSchool} language={frameLanguage('hi')} />, { locale: 'hi' });
    const leaving = screen.getAllByRole('link', { name: /\(बाहरी वेबसाइट\)$/ });
    // The larger map and the six social networks.
    expect(leaving).toHaveLength(7);
    for (const link of leaving) expect(link.getAttribute('rel')).toContain('noopener');
    expect(screen.getByRole('link', { name: 'YouTube (बाहरी वेबसाइट)' })).toHaveAttribute('target', '_blank');
  });
});
