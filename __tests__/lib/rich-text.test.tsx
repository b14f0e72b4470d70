import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical';
import { render, screen, within } from '@testing-library/react';
import { RichTextBody } from '@/lib/rich-text';
import { IntlProvider } from '../utils/intl';
import { block, body as lexicalBody, link, paragraph, text, type LexicalNode } from '../utils/lexical';

const body = (...children: LexicalNode[]) => lexicalBody(...children) as unknown as SerializedEditorState;
const renderBody = (...children: LexicalNode[]) =>
  render(<RichTextBody data={body(...children)} />, { wrapper: IntlProvider }).container;

describe('a page’s rich text', () => {
  it('shows markup typed as text as text, never as elements', () => {
    const container = renderBody(paragraph(text('<script>window.hacked = true</script> <img src=x onerror=alert(1)>')));
    expect(container.querySelectorAll('script, img, [onerror]')).toHaveLength(0);
    expect(container).toHaveTextContent('<script>window.hacked = true</script> <img src=x onerror=alert(1)>');
  });

  it('renders nothing for a node it does not know: raw HTML, an embedded block', () => {
    const container = renderBody(
      paragraph(text('Before')),
      { type: 'html', version: 1, html: '<iframe src="https://evil.example"></iframe>' },
      { type: 'raw', version: 1 },
      block('block', [], { fields: { blockType: 'embed', code: '<script>alert(1)</script>' } }),
      paragraph(text('After')),
    );
    expect(container.querySelectorAll('iframe, script')).toHaveLength(0);
    expect(container.textContent).toBe('BeforeAfter');
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'java\tscript:alert(1)',
    ' javascript:alert(1)',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    'javascript&colon;alert(1)',
    '&#106;avascript:alert(1)',
    'java&#x09;script:alert(1)',
    '//evil.example/form',
    '/\\evil.example/form',
    '/\t/evil.example/form',
    'evil.example/form',
  ])('never links to %j, and keeps the link’s text', (url) => {
    const container = renderBody(paragraph(link(url, 'Open the form'), text(' today')));
    expect(container).toHaveTextContent('Open the form today');
    expect(container.querySelector('[href]')).toBeNull();
  });

  it('keeps http(s), mailto: and tel: links and this site’s paths; another site’s opens in a new tab safely', () => {
    renderBody(
      paragraph(
        link('/mandatory-public-disclosure', 'Fees'),
        link('#transport', 'Transport'),
        link('mailto:office@school.example', 'Mail'),
        link('tel:+911145678900', 'Call'),
        link('https://www.cbse.gov.in/', 'CBSE'),
        link('', 'Admissions', 'internal', { relationTo: 'pages', value: { slug: 'admissions' } }),
      ),
    );
    expect(screen.getByRole('link', { name: 'Fees' })).toHaveAttribute('href', '/mandatory-public-disclosure');
    expect(screen.getByRole('link', { name: 'Fees' })).not.toHaveAttribute('target');
    expect(screen.getByRole('link', { name: 'Transport' })).toHaveAttribute('href', '#transport');
    expect(screen.getByRole('link', { name: 'Mail' })).toHaveAttribute('href', 'mailto:office@school.example');
    expect(screen.getByRole('link', { name: 'Call' })).toHaveAttribute('href', 'tel:+911145678900');
    expect(screen.getByRole('link', { name: 'CBSE (external website)' })).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'CBSE (external website)' })).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: 'Admissions' })).toHaveAttribute('href', '/admissions');
  });

  it('says, in the page’s language, that a link leaves the site, and only for another site', () => {
    const { container } = render(
      <RichTextBody
        data={body(paragraph(link('https://www.cbse.gov.in/', 'सीबीएसई'), link('/hi/notices', 'सूचनाएँ')))}
      />,
      { wrapper: ({ children }) => <IntlProvider locale="hi">{children}</IntlProvider> },
    );
    expect(screen.getByRole('link', { name: 'सीबीएसई (बाहरी वेबसाइट)' })).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: 'सूचनाएँ' })).toHaveAttribute('href', '/hi/notices');
    expect(container.querySelectorAll('.external-mark')).toHaveLength(1);
  });

  it('starts headings at level 2: the page’s title is its only first-level heading', () => {
    renderBody(block('heading', [text('Fees')], { tag: 'h1' }), block('heading', [text('Transport')], { tag: 'h3' }));
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Fees');
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent('Transport');
  });

  it('renders a table as a table with column headers, in a region that scrolls on a phone', () => {
    const cell = (value: string, headerState = 0) =>
      block('tablecell', [paragraph(text(value))], { headerState, colSpan: 1, rowSpan: 1 });
    renderBody(
      block('table', [
        block('tablerow', [cell('Class', 1), cell('Fee', 1)]),
        block('tablerow', [cell('Nursery'), cell('₹4,000')]),
      ]),
    );
    const region = screen.getByRole('region', { name: 'Table: Class Fee' });
    expect(
      within(region)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Class', 'Fee']);
    expect(within(region).getByRole('cell', { name: '₹4,000' })).toBeInTheDocument();
  });

  it('shows a picture of this site with its alt text, sizes and no layout shift, and none from elsewhere', () => {
    const image = (url: string) => ({
      type: 'upload',
      version: 3,
      relationTo: 'images',
      value: {
        url,
        alt: 'Sports day',
        width: 1600,
        height: 900,
        sizes: { small: { url: '/api/images/file/s.webp', width: 480 } },
      },
      fields: null,
    });
    const container = renderBody(
      image('/api/images/file/sports.jpg'),
      image('https://evil.example/track.gif'),
      image('//evil.example/track.gif'),
      image('/\\evil.example/track.gif'),
    );
    const pictures = container.querySelectorAll('img');
    expect(pictures).toHaveLength(1);
    expect(screen.getByRole('img', { name: 'Sports day' })).toHaveAttribute('srcset', '/api/images/file/s.webp 480w');
    expect(pictures[0]).toHaveAttribute('width', '1600');
    expect(pictures[0]).toHaveAttribute('loading', 'lazy');
  });

  it('links a document to its address on this site, by its title', () => {
    renderBody({
      type: 'upload',
      version: 3,
      relationTo: 'documents',
      value: {
        filename: 'fee structure.pdf',
        title: 'Fee structure 2027',
        url: '/api/documents/file/fee%20structure.pdf',
      },
      fields: null,
    });
    expect(screen.getByRole('link', { name: 'Fee structure 2027' })).toHaveAttribute(
      'href',
      '/documents/fee%20structure.pdf',
    );
  });

  it('numbers the items of an ordered list only: value on an <ol>’s items, none on a <ul>’s', () => {
    const item = (value: number, words: string) => block('listitem', [text(words)], { value });
    const container = renderBody(
      block('list', [item(1, 'Uniform'), item(2, 'Books')], { listType: 'bullet', tag: 'ul', start: 1 }),
      block('list', [item(1, 'Apply'), item(2, 'Pay')], { listType: 'number', tag: 'ol', start: 1 }),
    );
    expect([...container.querySelectorAll('ul > li')].map((li) => li.getAttribute('value'))).toEqual([null, null]);
    expect([...container.querySelectorAll('ol > li')].map((li) => li.getAttribute('value'))).toEqual(['1', '2']);
  });

  it('keeps a phone number written in the text on one line: its spaces do not break', () => {
    const container = renderBody(paragraph(text('Call +91 98100 45678 or 011-4567 8900 from 8 am to 5 pm.')));
    expect(container.textContent).toBe('Call +91\u00a098100\u00a045678 or 011-4567\u00a08900 from 8 am to 5 pm.');
  });

  it('renders a long page', () => {
    const container = renderBody(
      ...Array.from({ length: 2000 }, (_, index) => paragraph(text(`Paragraph ${index}`, 1))),
    );
    expect(container.querySelectorAll('p strong')).toHaveLength(2000);
  });
});
