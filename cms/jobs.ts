import type { JobsConfig, PayloadRequest } from 'payload';
import { getSettings } from '../lib/settings.ts';

const isAdmin = ({ req }: { req: PayloadRequest }) =>
  ['admin', 'group-admin'].includes((req.user as { role?: string } | null)?.role ?? '');

/**
 * Payload's job queue as the site uses it: each queue is looked at by one server process (`autoRun`; of
 * several, the first worker alone, server/cluster.ts;
 * commands never run jobs, cms/client.ts), which runs what is due: the retention clean-ups (each
 * feature's retention.ts, on the schedule of cms/retention.ts) and the mail about parents' messages
 * (features/messages/mail.ts) every minute, and the mail someone waits for at the admin's screen
 * (features/accounts/reset-mail.ts) every 5 seconds. A queue in `oneAtATime` is looked at every 5 seconds
 * too, one job a look: its jobs count what earlier ones did (the alerts' hourly limit,
 * features/alert-subscriptions/delivery-mail.ts), and Payload runs the jobs of one look side by side.
 */
export function siteJobs(
  tasks: JobsConfig['tasks'],
  queues: string[],
  promptQueues: string[],
  oneAtATime: string[] = [],
): JobsConfig {
  // JOBS_AUTORUN_CRON is for tests only (lib/settings.ts).
  const { jobsAutorunCron } = getSettings();
  const cron = jobsAutorunCron ?? '* * * * *';
  // One query every 5 seconds while the queue is empty.
  const promptCron = jobsAutorunCron ?? '*/5 * * * * *';
  return {
    tasks,
    autoRun: [
      ...queues.map((queue) => ({ cron, queue })),
      ...promptQueues.map((queue) => ({ cron: promptCron, queue })),
      ...oneAtATime.map((queue) => ({ cron: promptCron, queue, limit: 1 })),
    ],
    // Payload's REST endpoints run or queue jobs for any signed-in account by default: admins only.
    access: { run: isAdmin, queue: isAdmin, cancel: isAdmin },
  };
}
