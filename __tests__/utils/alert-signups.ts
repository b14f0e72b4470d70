import { localePath, splitLocale } from '@/lib/i18n/locales';
import type { CmsSession } from './cms-client';
import { postFormAndFollow } from './form-post';
import { HUMAN_DELAY_MS } from './parent-forms';
import type { Received } from './smtp';

// Parents' alerts by e-mail as a test sees them: the sign-up a browser without JavaScript sends, and the
// mails the suite's SMTP server received (features/alert-subscriptions/).

/** A mail's header lines joined again where the mailer folded them. */
export const unfolded = (mail: Received) => mail.text.replace(/\r?\n(?=[ \t])/g, '');

/** The mails among `received` to `address` that contain `containing`. */
export const mailsTo = (received: Received[], address: string, containing = '') =>
  received.filter((mail) => mail.to.includes(address) && unfolded(mail).includes(containing));

/** The link to `path` in a mail, at whichever school's origin the mail names. */
export function linkIn(mail: Received, path: string): string {
  const url = new RegExp(`http://[\\w.:-]+(?:/hi)?${path}\\?token=[\\w.-]+`).exec(unfolded(mail))?.[0];
  if (!url) throw new Error(`no ${path} link in the mail`);
  return url;
}

/** A mail's link, asked of the test's server at `origin`: a school's domain in a mail carries no port. */
export function atOrigin(link: string, origin: string): string {
  const url = new URL(link);
  return `${origin}${url.pathname}${url.search}`;
}

/** The sign-up as a browser without JavaScript sends it from `path` (`/alerts`, `/hi/alerts`) at `origin`. */
export async function signUpAt(origin: string, path: string, fields: Record<string, string>, from: string) {
  const html = await (await fetch(`${origin}${path}`, { headers: { 'X-Forwarded-For': from } })).text();
  const hidden = (name: string) => new RegExp(`name="${name}" value="([^"]*)"`).exec(html)?.[1] ?? '';
  await new Promise((resolve) => setTimeout(resolve, HUMAN_DELAY_MS));
  const action = `${origin}${localePath(splitLocale(path).locale, '/forms/alerts')}`;
  return postFormAndFollow(
    action,
    { stamp: hidden('stamp'), notice: hidden('notice'), website: '', topic: 'urgent', consent: 'yes', ...fields },
    from,
  );
}

/** An urgent alert with `message`, shown from a minute ago for an hour, saved as the office saves it. */
export async function publishUrgentAlert(office: CmsSession, message: string): Promise<void> {
  const saved = await office.saveSchoolDoc('alert', {
    message,
    level: 'urgent',
    link: null,
    startsAt: new Date(Date.now() - 60_000).toISOString(),
    endsAt: new Date(Date.now() + 60 * 60_000).toISOString(),
  });
  if (saved.status !== 200) throw new Error(`the alert was not saved: ${saved.status}`);
}
