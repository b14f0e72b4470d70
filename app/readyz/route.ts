import { HEALTH_HEADERS, readiness } from '@/features/health/readiness';

export const dynamic = 'force-dynamic';

/** Readiness: 200 while serving; reports the last CMS results without calling the CMS. */
export function GET() {
  const { status, body } = readiness();
  return Response.json(body, { status, headers: HEALTH_HEADERS });
}
