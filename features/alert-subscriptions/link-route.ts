import type { NextRequest } from 'next/server';
import { getCms } from '../../cms/client.ts';
import { formOrigins } from '../../cms/origins.ts';
import { schoolIdOf } from '../../cms/school-scope.ts';
import { isCrossSitePost } from '../../lib/cross-site.ts';
import { postedFields } from '../../lib/forms/form-post.ts';
import { postedLocale } from '../../lib/forms/words.ts';
import { localePath, type Locale } from '../../lib/i18n/locales.ts';
import { log } from '../../lib/log.ts';
import { requestSchool } from '../../lib/server-bridge.ts';
import { getSettings } from '../../lib/settings.ts';
import { linkPage } from './link-page.ts';
import { ALERTS_PATH, CONFIRM_PATH, UNSUBSCRIBE_PATH } from './rules.ts';
import { siteAlertTokenKey } from './token-key.ts';
import { tokenId, verifyToken, type Purpose } from './token.ts';
import { alertWords } from './words.ts';

type Subscription = { id: number; salt: string; confirmedAt?: string | null; school?: unknown };

const PATHS: Record<Purpose, string> = { confirm: CONFIRM_PATH, unsubscribe: UNSUBSCRIBE_PATH };
const WORDS = { confirm: 'confirm', unsubscribe: 'unsubscribe' } as const;

/** The subscription `token` names for `purpose` in this request's school, if the token is its and still good. */
async function subscriptionOf(token: string, purpose: Purpose): Promise<Subscription | 'expired' | undefined> {
  const id = tokenId(token, purpose);
  if (id === undefined) return undefined;
  const found = (await (
    await getCms()
  ).findByID({
    collection: 'alert-subscriptions',
    id,
    disableErrors: true,
    depth: 0,
    overrideAccess: true,
  })) as Subscription | null;
  if (!found || schoolIdOf(found.school) !== requestSchool()?.id) return undefined;
  const check = verifyToken(siteAlertTokenKey(), token, found, purpose, Date.now());
  if (check === 'expired') return 'expired';
  return check === 'good' ? found : undefined;
}

function refused(purpose: Purpose, why: string, locale: Locale, status = 404): Response {
  // One line, naming neither the address nor the token.
  log.info(`[alerts] refused a link to ${purpose}: ${why}`);
  const t = alertWords(locale);
  return linkPage(
    status,
    { title: t('refused.title'), text: t('refused.text'), lang: locale },
    { href: localePath(locale, ALERTS_PATH), label: t('refused.back') },
  );
}

const schoolName = () => requestSchool()?.name ?? '';

/** GET: the page with the button; nothing is confirmed or stopped by opening a link. */
export async function showLinkPage(request: NextRequest, purpose: Purpose): Promise<Response> {
  const locale = postedLocale(request);
  const token = request.nextUrl.searchParams.get('token') ?? '';
  const subscription = await subscriptionOf(token, purpose);
  if (subscription === 'expired') return refused(purpose, 'expired', locale);
  if (!subscription) return refused(purpose, 'not a link of ours', locale);
  if (purpose === 'confirm' && subscription.confirmedAt) return refused(purpose, 'used already', locale);
  const t = alertWords(locale);
  const words = WORDS[purpose];
  return linkPage(
    200,
    { title: t(`${words}.title`), text: t(`${words}.text`, { school: schoolName() }), lang: locale },
    {
      button: t(`${words}.button`),
      action: `${localePath(locale, PATHS[purpose])}?token=${encodeURIComponent(token)}`,
    },
  );
}

/**
 * POST: confirms, or stops the alerts (deleting the address). The confirm button is refused from another
 * site's page; the stop is not, as RFC 8058's one-click POST comes from the mail program, with
 * `List-Unsubscribe=One-Click` as its body and no cookie. The token is in the address either way.
 */
export async function actOnLink(request: NextRequest, purpose: Purpose): Promise<Response> {
  const locale = postedLocale(request);
  const t = alertWords(locale);
  if (purpose === 'confirm' && isCrossSitePost(request.headers, formOrigins(getSettings(), requestSchool()))) {
    log.info('[alerts] a confirm button pressed on another site’s page was refused');
    return linkPage(
      403,
      { title: t('refused.title'), text: t('refused.crossSiteText'), lang: locale },
      { href: localePath(locale, ALERTS_PATH), label: t('refused.back') },
    );
  }
  const posted = await postedFields(request, 1024);
  const token = request.nextUrl.searchParams.get('token') ?? posted.token ?? '';
  const subscription = await subscriptionOf(token, purpose);
  if (subscription === 'expired') return refused(purpose, 'expired', locale);
  if (!subscription) return refused(purpose, 'not a link of ours', locale);
  const payload = await getCms();
  if (purpose === 'confirm') {
    if (subscription.confirmedAt) return refused(purpose, 'used already', locale);
    await payload.update({
      collection: 'alert-subscriptions',
      id: subscription.id,
      data: { confirmedAt: new Date().toISOString() },
      overrideAccess: true,
    });
    log.info('[alerts] a subscription was confirmed');
  } else {
    await payload.delete({ collection: 'alert-subscriptions', id: subscription.id, overrideAccess: true });
    log.info('[alerts] a subscription was stopped and its address deleted');
  }
  const words = WORDS[purpose];
  return linkPage(
    200,
    { title: t(`${words}.doneTitle`), text: t(`${words}.doneText`, { school: schoolName() }), lang: locale },
    { href: localePath(locale, '/home'), label: alertWords(locale)('refused.back') },
  );
}
