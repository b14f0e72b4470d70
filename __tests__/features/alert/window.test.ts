import { alertSchema, isAlertLink } from '@/features/alert/rules';
import { alertPhase, htmlAsOf } from '@/features/alert/window';

const START = '2027-07-14T02:30:00.000Z';
const END = '2027-07-14T12:30:00.000Z';
const at = (iso: string) => Date.parse(iso);
const page = (attributes: string) =>
  `<!DOCTYPE html><html><body><a class="skip-link" href="#main">Skip</a><section class="site-alert site-alert-urgent" aria-label="Urgent announcement" data-alert-window="${START}/${END}"${attributes}><div><p role="alert">School closed</p></div></section><header></header></body></html>`;

describe('the alert’s window', () => {
  it('is upcoming before its start, on from its start, over from its end', () => {
    expect(alertPhase({ startsAt: START, endsAt: END }, at(START) - 1)).toBe('upcoming');
    expect(alertPhase({ startsAt: START, endsAt: END }, at(START))).toBe('on');
    expect(alertPhase({ startsAt: START, endsAt: END }, at(END) - 1)).toBe('on');
    expect(alertPhase({ startsAt: START, endsAt: END }, at(END))).toBe('over');
  });
});

describe('a cached page as of now (the offline worker)', () => {
  it('hides a banner whose end has passed, keeping the page otherwise as it was', () => {
    const html = htmlAsOf(page(''), at(END) + 1000);
    expect(html).toBe(page(' hidden=""'));
  });

  it('shows a banner rendered hidden once its start has come, and hides it again after its end', () => {
    expect(htmlAsOf(page(' hidden=""'), at(START) + 1000)).toBe(page(''));
    expect(htmlAsOf(page(' hidden=""'), at(START) - 1000)).toBe(page(' hidden=""'));
    expect(htmlAsOf(page(' hidden=""'), at(END) + 1000)).toBe(page(' hidden=""'));
  });

  it('leaves a page without a banner, or with a banner inside its window, unchanged', () => {
    const plain = '<html><body><header></header><p>data-alert-window="x/y"</p></body></html>';
    expect(htmlAsOf(plain, at(END) + 1000)).toBe(plain);
    expect(htmlAsOf(page(''), at(START) + 1000)).toBe(page(''));
  });
});

describe('the alert’s link', () => {
  it.each(['/notices/closure-14-july', '/', 'https://www.cbse.gov.in/', 'http://school.example/a?b=c#d'])(
    'accepts %s',
    (link) => {
      expect(isAlertLink(link)).toBe(true);
    },
  );

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    '//evil.example/closure',
    '/\\evil.example',
    'https://user:secret@school.example/',
    'ftp://school.example/',
    'notices/closure',
    '',
  ])('refuses %j', (link) => {
    expect(isAlertLink(link)).toBe(false);
  });
});

describe('the alert’s rules', () => {
  const alert = { message: 'School closed today', level: 'urgent', startsAt: START, endsAt: END };

  it('accept a one-line message of up to 200 characters in a window that ends after it starts', () => {
    expect(alertSchema.safeParse({ ...alert, message: 'x'.repeat(200) }).success).toBe(true);
  });

  it.each([
    ['a message of 201 characters', { message: 'x'.repeat(201) }, 'message'],
    ['a message on two lines', { message: 'Closed\ntoday' }, 'message'],
    ['an unknown level', { level: 'critical' }, 'level'],
    ['an end at its start', { endsAt: START }, 'endsAt'],
    ['an end before its start', { startsAt: END, endsAt: START }, 'endsAt'],
    ['a start that is no date', { startsAt: 'tomorrow' }, 'startsAt'],
  ])('refuse %s', (_, change, field) => {
    const result = alertSchema.safeParse({ ...alert, ...change });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual([field]);
  });
});
