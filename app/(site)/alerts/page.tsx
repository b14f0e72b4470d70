import type { Metadata } from 'next';
import { AlertsPage, alertsTitle } from '@/features/alert-subscriptions/alerts-page';
import { pushPublicKey } from '@/features/alert-subscriptions/push-keys';
import { ALERTS_PATH } from '@/features/alert-subscriptions/rules';
import { getAlertsAnswer, getSignupContext } from '@/features/alert-subscriptions/server';
import { alertWords } from '@/features/alert-subscriptions/words';
import { getSchool } from '@/features/school/server';
import { getBaseUrl } from '@/lib/base-url';
import { pageMetadata } from '@/lib/seo';
import { getSettings } from '@/lib/settings';

// The e-mail sign-up, POSTed to app/(site)/forms/alerts and answered here (features/alert-subscriptions/).

export async function generateMetadata(): Promise<Metadata> {
  const [baseUrl, school, context, answer] = await Promise.all([
    getBaseUrl(),
    getSchool(),
    getSignupContext(),
    getAlertsAnswer(),
  ]);
  const t = alertWords(context.locale);
  const title = alertsTitle(answer, context.locale);
  const description = t('metaDescription', { school: school.name });
  return pageMetadata(baseUrl, ALERTS_PATH, school, { title, description }, context.locale);
}

export default async function Alerts() {
  const [school, context, answer] = await Promise.all([getSchool(), getSignupContext(), getAlertsAnswer()]);
  const mailOn = getSettings().mail !== undefined;
  return (
    <AlertsPage schoolName={school.name} mailOn={mailOn} context={context} answer={answer} pushKey={pushPublicKey()} />
  );
}
