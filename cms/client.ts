import { getPayload, type Payload } from 'payload';
import config from './payload.config.ts';

/**
 * The embedded CMS in this process (Payload's local API): one instance, made on first use and shared by
 * the proxy, the pages and the routes. Public pages read through this, never over HTTP to the server.
 */
export function getCms(): Promise<Payload> {
  return getPayload({ config });
}

/** The server's own instance also runs the CMS's scheduled jobs (cms/jobs.ts); commands never do. */
export async function startCmsJobs(): Promise<void> {
  await getPayload({ config, cron: true });
}
