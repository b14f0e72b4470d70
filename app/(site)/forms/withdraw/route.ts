import type { NextRequest } from 'next/server';
import { answerMessageLookup } from '@/features/messages/lookup-route';

// A withdrawal, POSTed from /withdraw and answered there (features/messages/lookup-route.ts).
export function POST(request: NextRequest): Promise<Response> {
  return answerMessageLookup(request, 'withdraw');
}
