import type { JobsConfig, PayloadRequest } from 'payload';

const isAdmin = ({ req }: { req: PayloadRequest }) => (req.user as { role?: string } | null)?.role === 'admin';

/**
 * Payload's job queue as the site uses it: each queue is looked at every minute by the server process
 * (`autoRun`; commands never run jobs, cms/client.ts), and runs what is due: the retention clean-ups
 * (cms/retention.ts) and the mail about parents' messages (features/messages/mail.ts).
 */
export function siteJobs(tasks: JobsConfig['tasks'], queues: string[]): JobsConfig {
  // JOBS_AUTORUN_CRON is for tests only (retention.test.ts, mail.test.ts): a server that looks every second
  // instead of every minute shows the same jobs run on their own without a test waiting minutes.
  const cron = process.env.JOBS_AUTORUN_CRON || '* * * * *';
  return {
    tasks,
    autoRun: queues.map((queue) => ({ cron, queue })),
    // Payload's REST endpoints run or queue jobs for any signed-in account by default: admins only.
    access: { run: isAdmin, queue: isAdmin, cancel: isAdmin },
  };
}
