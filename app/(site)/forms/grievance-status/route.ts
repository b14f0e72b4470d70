import type { NextRequest } from 'next/server';
import { answerMessageLookup } from '@/features/messages/lookup-route';

// A grievance's status, POSTed from /grievance/status and answered there (features/messages/lookup-route.ts).
export function POST(request: NextRequest): Promise<Response> {
  return answerMessageLookup(request, 'status');
}
