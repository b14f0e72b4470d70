import { nodemailerAdapter } from '@payloadcms/email-nodemailer';
import type { EmailAdapter, SendEmailOptions } from 'payload';
import { log } from '../lib/log.ts';
import type { MailSettings, Settings } from '../lib/settings.ts';
import { MailNotSent } from './mail-not-sent.ts';

/**
 * Without SMTP_URL the site sends no e-mail. Payload's fallback writes each e-mail to the log, and a
 * "forgot password" e-mail holds a reset link that works like a password: it must never reach a log line.
 * A forgotten password is then reset by the server's operator: `npm run users -- reset-password EMAIL`.
 */
const noEmail: EmailAdapter = () => ({
  name: 'none',
  defaultFromAddress: 'no-reply@invalid',
  defaultFromName: 'School site',
  sendEmail: async () => {
    log.warn(
      '[cms] an e-mail was not sent (the site sends none): reset a password with `npm run users -- reset-password EMAIL`',
    );
  },
});

/** The transport's options from SMTP_URL: smtps:// is TLS from the start, smtp:// upgrades with STARTTLS when offered. */
function smtpOptions(smtpUrl: string) {
  const url = new URL(smtpUrl);
  const secure = url.protocol === 'smtps:';
  return {
    host: url.hostname.replace(/^\[|\]$/g, ''),
    port: url.port ? Number(url.port) : secure ? 465 : 587,
    secure,
    auth: url.username ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } : undefined,
    // A few connections kept open and reused: an alert to thousands of parents is sent over them, not one
    // connection (and TLS handshake) a mail.
    pool: true,
    maxConnections: 5,
    // A server that does not answer holds a job, not a visitor; the queue retries it later.
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 30_000,
  };
}

/**
 * Mail through SMTP (Payload's nodemailer adapter). No check at start (`skipVerify`): nodemailer's would
 * print its error object, and a server that is down only delays mail, which waits in the job queue
 * (features/messages/mail.ts) and shows on the dashboard. A failed send throws `MailNotSent`.
 */
async function smtpEmail(mail: MailSettings): Promise<EmailAdapter> {
  const adapter = await nodemailerAdapter({
    defaultFromAddress: mail.from.address,
    defaultFromName: mail.from.name || 'School website',
    skipVerify: true,
    transportOptions: smtpOptions(mail.smtpUrl),
  });
  return (args) => {
    const inner = adapter(args);
    return {
      ...inner,
      sendEmail: async (message: SendEmailOptions) => {
        try {
          return await inner.sendEmail(message);
        } catch (error) {
          throw new MailNotSent(error);
        }
      },
    };
  };
}

export function emailAdapter(settings: Settings): EmailAdapter | Promise<EmailAdapter> {
  return settings.mail ? smtpEmail(settings.mail) : noEmail;
}
