import type { Locale } from '../../lib/i18n/locales.ts';
import { mailBody, type Block, type MailBody } from '../messages/mail-bodies.ts';
import { alertWords } from './words.ts';

/**
 * The mails of alerts, in the subscriber's language, as plain text and simple HTML. Pure. Each names the
 * school, and each alert mail ends with the link that stops them (its List-Unsubscribe header's too).
 */

export function confirmationMail(school: string, confirmUrl: string, language: Locale): MailBody {
  const t = alertWords(language);
  return mailBody(
    t('mail.confirmSubject', { school }),
    [t('mail.confirmIntro', { school }), [t('mail.confirmAction'), confirmUrl], t('mail.confirmIgnore')],
    language,
  );
}

export type AlertItem = { title: string; url?: string | undefined };

/** An urgent alert, a new notice, or the hour's notices held back by the throttle, together. */
export function alertMail(
  kind: 'urgent' | 'notice' | 'digest',
  school: string,
  items: AlertItem[],
  unsubscribeUrl: string,
  language: Locale,
): MailBody {
  const t = alertWords(language);
  const first = items[0] ?? { title: '' };
  const subject =
    kind === 'urgent'
      ? t('mail.urgentSubject', { school, message: first.title })
      : kind === 'notice'
        ? t('mail.noticeSubject', { school, title: first.title })
        : t('mail.digestSubject', { school, count: items.length });
  const intro = t(
    kind === 'urgent' ? 'mail.urgentIntro' : kind === 'notice' ? 'mail.noticeIntro' : 'mail.digestIntro',
    {
      school,
    },
  );
  const blocks: Block[] = [intro];
  for (const item of items) blocks.push(item.url ? [item.title, item.url] : item.title);
  blocks.push([t('mail.stop', { school }), unsubscribeUrl]);
  return mailBody(subject, blocks, language);
}
