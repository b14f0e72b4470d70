import type { JobsConfig, PayloadRequest } from 'payload';

const isAdmin = ({ req }: { req: PayloadRequest }) => (req.user as { role?: string } | null)?.role === 'admin';

/**
 * Payload's job queue as the site uses it: each queue is looked at by the server process (`autoRun`;
 * commands never run jobs, cms/client.ts), which runs what is due: the retention clean-ups (each
 * feature's retention.ts, on the schedule of cms/retention.ts) and the mail about parents' messages
 * (features/messages/mail.ts) every minute, and the mail someone waits for at the admin's screen
 * (features/accounts/reset-mail.ts) every 5 seconds.
 */
export function siteJobs(tasks: JobsConfig['tasks'], queues: string[], promptQueues: string[]): JobsConfig {
  // JOBS_AUTORUN_CRON is for tests only (retention.test.ts, mail.test.ts): a server that looks every second
  // instead of every minute shows the same jobs run on their own without a test waiting minutes.
  const cron = process.env.JOBS_AUTORUN_CRON || '* * * * *';
  // One query every 5 seconds while the queue is empty.
  const promptCron = process.env.JOBS_AUTORUN_CRON || '*/5 * * * * *';
  return {
    tasks,
    autoRun: [
      ...queues.map((queue) => ({ cron, queue })),
      ...promptQueues.map((queue) => ({ cron: promptCron, queue })),
    ],
    // Payload's REST endpoints run or queue jobs for any signed-in account by default: admins only.
    access: { run: isAdmin, queue: isAdmin, cancel: isAdmin },
  };
}
