import { localePath, type Locale } from '../../lib/i18n/locales.ts';
import type { AlertItem } from './mail-bodies.ts';
import type { PushMessage } from './push-rules.ts';
import { alertWords } from './words.ts';

// A push's payload is at most some 4 kB once encrypted: a notification shows two or three lines anyway.
const TITLE_CHARS = 120;
const BODY_CHARS = 600;

const cut = (text: string, chars: number) => (text.length > chars ? `${text.slice(0, chars - 1)}…` : text);

/**
 * What a push says, in the subscriber's language: the school and what happened as the title, the alert's
 * message or the notice's title below, and the page a tap opens. Pure. `tag` makes a newer push of the same
 * alert replace the older one on the screen, and the hour's digest replace the digest before it.
 */
export function pushMessage(
  kind: 'urgent' | 'notice' | 'digest',
  school: { name: string; siteUrl: string },
  items: AlertItem[],
  source: number,
  language: Locale,
): PushMessage {
  const t = alertWords(language);
  const first = items[0] ?? { title: '' };
  const notices = `${school.siteUrl}${localePath(language, '/notices')}`;
  if (kind === 'urgent')
    return {
      title: cut(t('pushMessage.urgentTitle', { school: school.name }), TITLE_CHARS),
      body: cut(first.title, BODY_CHARS),
      url: first.url ?? `${school.siteUrl}${localePath(language, '/home')}`,
      tag: `alert-${source}`,
      urgent: true,
    };
  if (kind === 'notice')
    return {
      title: cut(t('pushMessage.noticeTitle', { school: school.name }), TITLE_CHARS),
      body: cut(first.title, BODY_CHARS),
      url: first.url ?? notices,
      tag: `notice-${source}`,
      urgent: false,
    };
  return {
    title: cut(t('pushMessage.digestTitle', { school: school.name, count: items.length }), TITLE_CHARS),
    body: cut(items.map((item) => item.title).join(' · '), BODY_CHARS),
    url: notices,
    tag: 'notices',
    urgent: false,
  };
}
