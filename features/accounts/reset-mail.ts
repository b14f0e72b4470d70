import type { PayloadRequest, TaskConfig } from 'payload';
import { MailNotSent } from '../../cms/mail-not-sent.ts';
import { log } from '../../lib/log.ts';
import { getSettings } from '../../lib/settings.ts';
import { resetEmailHtml, resetEmailSubject } from './reset-email.ts';

/**
 * The "forgot password" e-mail, sent by Payload's job queue for every request, whether or not the address
 * has an account: the request only queues this job (forgot-password.ts), so its answer takes the same
 * time for any address. The job looks the account up, sets its token and mails the link. It holds the
 * address typed (it must, to look it up) and nothing else, and is deleted once it has run (Payload's
 * `deleteJobOnComplete`), its last try included: a job that gives up ends rather than failing, as a
 * failed job would keep the address.
 */

export const RESET_MAIL_QUEUE = 'password-reset';
const SEND_RESET_MAIL = 'send-password-reset';

// 30 s, 1, 2, 4 and 8 min: a person waiting at the admin's screen gets the mail about a quarter of an
// hour late at worst; later, they have asked again or gone to the admin.
const RETRIES = 5;

type ResetMailJob = { input: { email: string }; output: object };

export async function queueResetMail(req: PayloadRequest, email: string): Promise<void> {
  await req.payload.jobs.queue({ task: SEND_RESET_MAIL, queue: RESET_MAIL_QUEUE, input: { email } });
}

async function sendResetMail(email: string, req: PayloadRequest): Promise<boolean> {
  // Payload's own token and expiry (RESET_LINK_MINUTES, the collection's), written before the mail is
  // sent, so no database write waits on the mail server; a retry makes a new token.
  const token = await req.payload.forgotPassword({ collection: 'users', data: { email }, disableEmail: true });
  if (!token) return false;
  await req.payload.sendEmail({ to: email, subject: resetEmailSubject(), html: resetEmailHtml({ token }) });
  return true;
}

export const sendPasswordResetMail: TaskConfig<ResetMailJob> = {
  slug: SEND_RESET_MAIL,
  label: 'Send the e-mail to reset a forgotten password',
  inputSchema: [{ name: 'email', type: 'text', required: true }],
  retries: { attempts: RETRIES, backoff: { type: 'exponential', delay: 30_000 } },
  handler: async ({ input, job, req }) => {
    try {
      if (!getSettings().mail) throw new Error('e-mail is off (SMTP_URL is not set)');
      if (await sendResetMail(input.email, req)) log.info('[accounts] a password reset e-mail sent');
      return { output: {} };
    } catch (error) {
      if ((job.totalTried ?? 0) >= RETRIES) {
        log.error(`[accounts] a password reset e-mail was not sent after ${RETRIES + 1} tries: given up`);
        return { output: {} };
      }
      // Payload logs a failed job's error: only its kind goes there, never an address or a server's answer.
      if (error instanceof MailNotSent) throw error;
      throw new Error(`the reset e-mail could not be prepared (${(error as Error).name})`);
    }
  },
};
