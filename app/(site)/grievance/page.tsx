import type { Metadata } from 'next';
import { GrievancePage } from '@/features/messages/grievance-page';
import { answeredTitle, MessageSent } from '@/features/messages/message-sent';
import { GRIEVANCE_PATH } from '@/features/messages/rules';
import { getMessageAnswer } from '@/features/messages/server';
import { getSchool } from '@/features/school/server';
import { getBaseUrl } from '@/lib/base-url';
import { formWords } from '@/lib/forms/words';
import { getSiteLocale } from '@/lib/i18n/locale';
import { pageMetadata } from '@/lib/seo';

// The grievance form on a page of its own. A form sent is answered by its route handler
// (features/messages/form-route.ts), which redirects here: the page shows the reference, or the form with its errors.

export async function generateMetadata(): Promise<Metadata> {
  const [baseUrl, school, answer, locale] = await Promise.all([
    getBaseUrl(),
    getSchool(),
    getMessageAnswer(),
    getSiteLocale(),
  ]);
  const t = formWords(locale);
  return pageMetadata(
    baseUrl,
    GRIEVANCE_PATH,
    school,
    {
      title: answeredTitle(answer, t('grievancePage.title'), locale),
      description: t('grievancePage.description', { school: school.name }),
    },
    locale,
  );
}

export default async function Grievance() {
  const [school, answer, locale] = await Promise.all([getSchool(), getMessageAnswer(), getSiteLocale()]);
  if (answer?.kind === 'sent') return <MessageSent answer={answer} />;
  return <GrievancePage schoolName={school.name} locale={locale} />;
}
