import type { EmailAdapter } from 'payload';
import { log } from '../lib/log.ts';

/**
 * The site sends no e-mail. Payload's fallback writes each e-mail to the log, and a "forgot password"
 * e-mail holds a reset link that works like a password: it must never reach a log line. A forgotten
 * password is reset by the server's operator: `npm run users -- reset-password EMAIL`.
 */
export const noEmail: EmailAdapter = () => ({
  name: 'none',
  defaultFromAddress: 'no-reply@invalid',
  defaultFromName: 'School site',
  sendEmail: async () => {
    log.warn(
      '[cms] an e-mail was not sent (the site sends none): reset a password with `npm run users -- reset-password EMAIL`',
    );
  },
});
