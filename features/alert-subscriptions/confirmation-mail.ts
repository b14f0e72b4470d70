import type { Payload, TaskConfig } from 'payload';
import { MailNotSent } from '../../cms/mail-not-sent.ts';
import { schoolIdOf } from '../../cms/school-scope.ts';
import { log } from '../../lib/log.ts';
import { getSettings } from '../../lib/settings.ts';
import { confirmUrl, languageOf } from './links.ts';
import { confirmationMail } from './mail-bodies.ts';
import { mailFrom, mailingSchool } from './school-of.ts';

/**
 * The confirmation mail of a sign-up, sent by Payload's job queue: the job holds the subscription's id only
 * and reads the address when it runs, so a sign-up deleted meanwhile sends nothing.
 */
export const ALERTS_MAIL_QUEUE = 'alerts';
const SEND_CONFIRMATION = 'send-alert-confirmation';

type ConfirmationJob = { input: { subscriptionId: string }; output: { sent: boolean } };

export async function queueConfirmationMail(payload: Payload, id: number | string): Promise<void> {
  if (!getSettings().mail) {
    log.info('[alerts] e-mail is off (SMTP_URL is not set): a sign-up cannot be confirmed');
    return;
  }
  try {
    await payload.jobs.queue({
      task: SEND_CONFIRMATION,
      queue: ALERTS_MAIL_QUEUE,
      input: { subscriptionId: String(id) },
    });
  } catch (error) {
    log.error(`[alerts] a confirmation mail could not be queued (${(error as Error).name})`);
  }
}

export const sendAlertConfirmation: TaskConfig<ConfirmationJob> = {
  slug: SEND_CONFIRMATION,
  label: 'Send the mail that confirms a parent’s alerts',
  inputSchema: [{ name: 'subscriptionId', type: 'text', required: true }],
  outputSchema: [{ name: 'sent', type: 'checkbox', required: true }],
  // 30 s, 1 min, 2 min, … : eight tries over about two hours, well inside the link's 48 hours.
  retries: { attempts: 8, backoff: { type: 'exponential', delay: 30_000 } },
  handler: async ({ input, req }) => {
    try {
      const subscription = await req.payload.findByID({
        collection: 'alert-subscriptions',
        id: Number(input.subscriptionId),
        disableErrors: true,
        depth: 0,
        overrideAccess: true,
        req,
      });
      const school = schoolIdOf(subscription?.school);
      if (!subscription?.email || subscription.confirmedAt || school === undefined) {
        log.info('[alerts] a confirmation mail not needed: the sign-up is gone or confirmed');
        return { output: { sent: false } };
      }
      const language = languageOf(subscription);
      const { name, siteUrl } = await mailingSchool(req, school, language);
      await req.payload.sendEmail({
        from: mailFrom(name),
        to: subscription.email,
        ...confirmationMail(name, confirmUrl(siteUrl, subscription), language),
      });
      log.info('[alerts] a confirmation mail sent');
      return { output: { sent: true } };
    } catch (error) {
      // Only the error's kind reaches Payload's log of a failed job: never an address.
      if (error instanceof MailNotSent) throw error;
      throw new Error(`the confirmation mail could not be prepared (${(error as Error).name})`);
    }
  },
};
