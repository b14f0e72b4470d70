import { HEALTH_HEADERS, readiness } from '@/lib/health';

export const dynamic = 'force-dynamic';

/** Readiness: 200 while serving, 503 while draining; reports the last CMS results without calling it. */
export function GET() {
  const { status, body } = readiness();
  return Response.json(body, { status, headers: HEALTH_HEADERS });
}
