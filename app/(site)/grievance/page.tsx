import type { Metadata } from 'next';
import { GrievancePage } from '@/features/messages/grievance-page';
import { MessageSent, SENT_TITLES } from '@/features/messages/message-sent';
import { GRIEVANCE_PATH } from '@/features/messages/rules';
import { getMessageAnswer } from '@/features/messages/server';
import { getSchool } from '@/features/school/server';
import { getBaseUrl } from '@/lib/base-url';
import { getSiteLocale } from '@/lib/i18n/locale';
import { pageMetadata } from '@/lib/seo';

// The grievance form on a page of its own. A form sent is answered by its route handler
// (features/messages/form-route.ts), which redirects here: the page shows the reference, or the form with its errors.

export async function generateMetadata(): Promise<Metadata> {
  const [baseUrl, school, answer] = await Promise.all([getBaseUrl(), getSchool(), getMessageAnswer()]);
  return pageMetadata(
    baseUrl,
    GRIEVANCE_PATH,
    school,
    {
      title:
        answer?.kind === 'sent'
          ? SENT_TITLES.grievance
          : `${answer?.kind === 'invalid' ? 'Error: ' : ''}Raise a grievance`,
      description: `Tell ${school.name} about a problem: every grievance gets a reference number and an answer.`,
    },
    await getSiteLocale(),
  );
}

export default async function Grievance() {
  const [school, answer] = await Promise.all([getSchool(), getMessageAnswer()]);
  if (answer?.kind === 'sent') return <MessageSent answer={answer} />;
  return <GrievancePage schoolName={school.name} />;
}
