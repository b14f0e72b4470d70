import { HEALTH_HEADERS } from '@/features/health/readiness';

export const dynamic = 'force-dynamic';

/** Liveness: the process answers. Never calls the CMS. */
export function GET() {
  return Response.json({ status: 'ok' }, { headers: HEALTH_HEADERS });
}
