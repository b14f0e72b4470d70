import type { TaskHandler } from 'payload';
import { MailNotSent } from '@/cms/mail-not-sent';
import { sendPasswordResetMail } from '@/features/accounts/reset-mail';

const MAIL = {
  SITE_URL: 'https://school.example',
  SMTP_URL: 'smtp://127.0.0.1:2525',
  MAIL_FROM: 'Greenwood School <office@school.example>',
};
const ADDRESS = 'anita@school.example';

let errorLines: jest.SpyInstance;
beforeEach(() => {
  Object.assign(process.env, MAIL);
  jest.spyOn(console, 'log').mockImplementation(() => undefined);
  errorLines = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  for (const name of Object.keys(MAIL)) delete process.env[name];
});

type Handler = TaskHandler<{ input: { email: string }; output: object }>;

/** One try of the job, the `tries` before it failed, against a CMS whose account lookup gives `token`. */
function tryJob(tries: number, token: string | null, sendEmail: () => Promise<unknown> = async () => undefined) {
  const payload = { forgotPassword: jest.fn(async () => token), sendEmail: jest.fn(sendEmail) };
  const handler = sendPasswordResetMail.handler as Handler;
  const args = { input: { email: ADDRESS }, job: { totalTried: tries }, req: { payload } };
  return { payload, done: handler(args as unknown as Parameters<Handler>[0]) };
}

it('mails the link to the reset page on SITE_URL when the address has an account, and nothing when not', async () => {
  const known = tryJob(0, 'a1b2c3');
  await expect(known.done).resolves.toEqual({ output: {} });
  expect(known.payload.forgotPassword).toHaveBeenCalledWith({
    collection: 'users',
    data: { email: ADDRESS },
    disableEmail: true,
  });
  expect(known.payload.sendEmail).toHaveBeenCalledWith(
    expect.objectContaining({
      to: ADDRESS,
      html: expect.stringContaining('https://school.example/admin/reset/a1b2c3'),
    }),
  );

  const unknown = tryJob(0, null);
  await expect(unknown.done).resolves.toEqual({ output: {} });
  expect(unknown.payload.sendEmail).not.toHaveBeenCalled();
});

it('fails a try the SMTP server refused, so the queue retries it, and ends the job on its last try instead of keeping it', async () => {
  const refused = () => Promise.reject(new MailNotSent(Object.assign(new Error(ADDRESS), { code: 'ECONNREFUSED' })));
  await expect(tryJob(0, 'a1b2c3', refused).done).rejects.toBeInstanceOf(MailNotSent);
  await expect(tryJob(4, 'a1b2c3', refused).done).rejects.toBeInstanceOf(MailNotSent);
  await expect(tryJob(5, 'a1b2c3', refused).done).resolves.toEqual({ output: {} });
  expect(String(errorLines.mock.calls[0]?.[0])).toMatch(/not sent after 6 tries: given up/);
  expect(String(errorLines.mock.calls)).not.toContain(ADDRESS);
});

it('tells any other failure by its kind only, never with the address', async () => {
  const failing = tryJob(0, 'a1b2c3', () => Promise.reject(new TypeError(`no mailbox ${ADDRESS}`)));
  await expect(failing.done).rejects.toThrow('the reset e-mail could not be prepared (TypeError)');
});
