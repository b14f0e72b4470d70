import { render, screen, within } from '@testing-library/react';
import { MarkdownBody } from '@/components/content/markdown';

const renderMarkdown = (source: string) => render(<MarkdownBody source={source} />).container;

describe('a content page’s Markdown', () => {
  it('shows a script tag as text and never runs or inserts it', () => {
    const container = renderMarkdown('Before\n\n<script>window.hacked = true</script>\n\nAfter');
    expect(container.querySelector('script')).toBeNull();
    expect(container).toHaveTextContent('<script>window.hacked = true</script>');
  });

  it('never renders raw HTML as elements', () => {
    const container = renderMarkdown(
      'Inline <img src="x" onerror="alert(1)"> and <a href="javascript:alert(1)">link</a>.\n\n<iframe src="https://evil.example"></iframe>\n\n<div style="position:fixed">x</div>',
    );
    expect(container.querySelectorAll('img, iframe, div, a, [onerror], [style]')).toHaveLength(0);
    expect(container).toHaveTextContent('<img src="x" onerror="alert(1)">');
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'java\tscript:alert(1)',
    ' javascript:alert(1)',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
  ])('never links to %j, and keeps the link’s text', (href) => {
    const container = renderMarkdown(`[Open the form](<${href}>) today, or <${href}>.`);
    expect(container).toHaveTextContent('Open the form today');
    // What a browser would follow: any address left must resolve to this site or an allowed scheme.
    for (const element of container.querySelectorAll('[href], [src]')) {
      const address = element.getAttribute('href') ?? element.getAttribute('src') ?? '';
      expect(new URL(address, 'https://school.example/admissions').protocol).toMatch(/^(https?|mailto|tel):$/);
    }
  });

  it('keeps http(s), mailto: and tel: links and this site’s paths; another site’s opens in a new tab safely', () => {
    renderMarkdown('[Fees](/mandatory-public-disclosure) · [Mail](mailto:office@school.example) · [Call](tel:+911145678900) · [CBSE](https://www.cbse.gov.in/)');
    expect(screen.getByRole('link', { name: 'Fees' })).toHaveAttribute('href', '/mandatory-public-disclosure');
    expect(screen.getByRole('link', { name: 'Fees' })).not.toHaveAttribute('target');
    expect(screen.getByRole('link', { name: 'Mail' })).toHaveAttribute('href', 'mailto:office@school.example');
    expect(screen.getByRole('link', { name: 'Call' })).toHaveAttribute('href', 'tel:+911145678900');
    const cbse = screen.getByRole('link', { name: 'CBSE' });
    expect(cbse).toHaveAttribute('target', '_blank');
    expect(cbse).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('shows images from this site only, which the content security policy allows', () => {
    renderMarkdown('![Annual day](/images/annual-day.jpg)\n\n![Tracker](https://evil.example/pixel.png)');
    expect(screen.getByRole('img', { name: 'Annual day' })).toHaveAttribute('src', '/images/annual-day.jpg');
    expect(screen.queryByRole('img', { name: 'Tracker' })).toBeNull();
  });

  it('renders a GFM fee table as a table inside a labelled region that scrolls on its own', () => {
    renderMarkdown('| Class | Tuition fee a quarter |\n|---|---|\n| Nursery | ₹18,000 |\n| Class XII | ₹27,000 |');
    const region = screen.getByRole('region', { name: 'Table: Class Tuition fee a quarter' });
    const table = within(region).getByRole('table');
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Class', 'Tuition fee a quarter']);
    expect(within(table).getAllByRole('row')).toHaveLength(3);
  });

  it('keeps the page title the only h1', () => {
    renderMarkdown('# A heading written as h1\n\n## A section');
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'A heading written as h1' })).toBeInTheDocument();
  });

  it('renders a very long file whole', () => {
    const sections = Array.from({ length: 2000 }, (_, index) => `## Notice ${index + 1}\n\n${'The school will remain closed. '.repeat(10)}`);
    renderMarkdown(sections.join('\n\n'));
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(2000);
    expect(screen.getByRole('heading', { name: 'Notice 2000' })).toBeInTheDocument();
  });
});
