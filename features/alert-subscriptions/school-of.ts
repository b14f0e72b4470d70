import type { PayloadRequest } from 'payload';
import { findSchoolDoc } from '../../cms/school-doc.ts';
import type { Locale } from '../../lib/i18n/locales.ts';
import { schoolOrigin } from '../../lib/school-domain.ts';
import { getSettings } from '../../lib/settings.ts';

/** What a job's mail names: the school's name in `language` (English where it has none), and its site's origin. */
export async function mailingSchool(
  req: PayloadRequest,
  school: number,
  language: Locale,
): Promise<{ name: string; siteUrl: string }> {
  const settings = getSettings();
  const as = { depth: 0, overrideAccess: true, req } as const;
  const details = await findSchoolDoc(req.payload, 'school', { school, locale: language, fallbackLocale: 'en', ...as });
  const site = await req.payload.findByID({ collection: 'schools', id: school, ...as });
  return { name: details.name, siteUrl: schoolOrigin(site.domain, settings.siteUrl) };
}

/** Who the mail is from: MAIL_FROM's address, under its name or the school's. */
export function mailFrom(schoolName: string): { name: string; address: string } {
  const mail = getSettings().mail;
  if (!mail) throw new Error('e-mail is off (SMTP_URL is not set)');
  return { name: mail.from.name || schoolName, address: mail.from.address };
}
