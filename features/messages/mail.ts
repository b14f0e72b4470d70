import type { Payload, PayloadRequest, TaskConfig } from 'payload';
import { MailNotSent } from '../../cms/mail-not-sent.ts';
import { findSchoolDoc } from '../../cms/school-doc.ts';
import { DEFAULT_LOCALE, isLocale } from '../../lib/i18n/locales.ts';
import { log } from '../../lib/log.ts';
import { schoolOrigin } from '../../lib/school-domain.ts';
import { getSettings } from '../../lib/settings.ts';
import { acknowledgement, officeAlert } from './mail-bodies.ts';
import type { FormKind } from './rules.ts';

/**
 * The e-mails a parent's message makes, sent by Payload's job queue after the message is stored: a
 * server that is down delays them (each is retried with a growing wait) and never fails the form. A job
 * holds only the message's id and which mail, never the parent's details: it reads the message when it
 * runs, so a message withdrawn meanwhile sends nothing.
 */

export const MESSAGE_MAIL_QUEUE = 'mail';
const SEND_MESSAGE_MAIL = 'send-message-mail';

const MAILS = ['office', 'acknowledgement'] as const;
type MailKind = (typeof MAILS)[number];

type MailJob = { input: { messageId: string; mail: MailKind }; output: { sent: boolean } };

let offSaid = false;

/** Queues the office's alert and, when the parent gave an e-mail address, their acknowledgement. */
export async function queueMessageMail(
  payload: Payload,
  message: { id: number | string; form: FormKind; reference: string; email?: string | null },
  req?: PayloadRequest,
): Promise<void> {
  if (!getSettings().mail) {
    if (!offSaid)
      log.info(
        '[mail] e-mail is off (SMTP_URL is not set): new messages wait in the admin, and nobody is told of them',
      );
    offSaid = true;
    return;
  }
  const mails: MailKind[] = message.email ? ['office', 'acknowledgement'] : ['office'];
  for (const mail of mails) {
    await payload.jobs.queue({
      task: SEND_MESSAGE_MAIL,
      queue: MESSAGE_MAIL_QUEUE,
      input: { messageId: String(message.id), mail },
      ...(req ? { req } : {}),
    });
  }
}

const storedId = (id: string) => (/^\d+$/.test(id) ? Number(id) : id);

async function sendMail({ messageId, mail }: MailJob['input'], req: PayloadRequest): Promise<boolean> {
  const settings = getSettings();
  if (!settings.mail || !settings.siteUrl) throw new Error('e-mail is off (SMTP_URL is not set)');
  const as = { depth: 0, overrideAccess: true, req } as const;
  const message = await req.payload.findByID({
    collection: 'messages',
    id: storedId(messageId),
    disableErrors: true,
    ...as,
  });
  if (!message) return false;
  // The office reads English; the parent's acknowledgement is in the language they wrote in, the school's
  // name too where it has one in that language.
  const language = mail === 'acknowledgement' && isLocale(message.language) ? message.language : DEFAULT_LOCALE;
  // The school the parent wrote to: its office, its name, its site.
  const schoolId =
    typeof message.school === 'object' && message.school ? message.school.id : (message.school ?? undefined);
  const school = await findSchoolDoc(req.payload, 'school', {
    school: schoolId,
    locale: language,
    fallbackLocale: DEFAULT_LOCALE,
    ...as,
  });
  const site = await req.payload.findByID({ collection: 'schools', id: schoolId!, ...as });
  const siteUrl = schoolOrigin(site.domain, settings.siteUrl);
  const office = (school.messageRecipients ?? []).map((recipient) => recipient.email);
  const to = mail === 'office' ? (office.length > 0 ? office : [school.email]) : message.email ? [message.email] : [];
  if (to.length === 0) return false;
  const content =
    mail === 'office' ? officeAlert(message, siteUrl) : acknowledgement(message, school.name, siteUrl, language);
  await req.payload.sendEmail({
    from: { name: settings.mail.from.name || school.name, address: settings.mail.from.address },
    to,
    ...content,
  });
  return true;
}

export const sendMessageMail: TaskConfig<MailJob> = {
  slug: SEND_MESSAGE_MAIL,
  label: 'Send the e-mail about a parent’s message',
  inputSchema: [
    { name: 'messageId', type: 'text', required: true },
    { name: 'mail', type: 'select', options: [...MAILS], required: true },
  ],
  outputSchema: [{ name: 'sent', type: 'checkbox', required: true }],
  // 30 s, 1 min, 2 min, … : twelve tries over about 34 hours. After the last the job stays, unsent, on the dashboard.
  retries: { attempts: 12, backoff: { type: 'exponential', delay: 30_000 } },
  handler: async ({ input, req }) => {
    try {
      const sent = await sendMail(input, req);
      log.info(
        `[mail] ${input.mail === 'office' ? 'the office’s alert' : 'the acknowledgement'} ${sent ? 'sent' : 'not needed: the message is gone'}`,
      );
      return { output: { sent } };
    } catch (error) {
      // Payload logs a failed job's error: only its kind goes there, never an address or a server's answer.
      if (error instanceof MailNotSent) throw error;
      throw new Error(`the mail could not be prepared (${(error as Error).name})`);
    }
  },
};

/** The mail not sent yet: how many, the oldest's queued time, and how many gave up after every retry. */
export async function readMailWaiting(payload: Payload): Promise<{ count: number; oldestAt?: string; failed: number }> {
  const where = { taskSlug: { equals: SEND_MESSAGE_MAIL }, completedAt: { exists: false } } as const;
  const [waiting, failed] = await Promise.all([
    payload.find({ collection: 'payload-jobs', where, sort: 'createdAt', limit: 1, depth: 0, overrideAccess: true }),
    payload.count({
      collection: 'payload-jobs',
      where: { ...where, hasError: { equals: true } },
      overrideAccess: true,
    }),
  ]);
  return { count: waiting.totalDocs, oldestAt: waiting.docs[0]?.createdAt, failed: failed.totalDocs };
}
