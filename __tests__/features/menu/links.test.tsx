import { screen } from '@testing-library/react';
import { SocialIcons } from '@/features/menu/links';
import { renderWithProviders } from '../../utils/render';

describe('SocialIcons', () => {
  it('shows one icon link per known network, whatever the case of its title', () => {
    renderWithProviders(<SocialIcons />);
    const links = screen.getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Facebook', 'https://facebook.example/school'],
      ['Twitter', 'https://twitter.example/school'],
      ['Instagram', 'https://instagram.example/school'],
      ['LinkedIn', 'https://linkedin.example/school'],
      ['Whatsapp', 'https://wa.example/911145678900'],
      ['YouTube', 'https://youtube.example/school'],
    ]);
  });

  it('names each link in text, so text browsers show the name too', () => {
    renderWithProviders(<SocialIcons />);
    expect(screen.getByRole('link', { name: 'YouTube' })).not.toHaveAttribute('aria-label');
  });

  it('opens each network in a new tab without giving it access to the page', () => {
    renderWithProviders(<SocialIcons />);
    for (const link of screen.getAllByRole('link')) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  it('shows nothing for a link whose title is not a known network', () => {
    renderWithProviders(<SocialIcons />, { socialLinks: [{ title: 'MySpace', url: 'https://myspace.example/x' }] });
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });
});
