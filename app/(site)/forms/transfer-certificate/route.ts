import type { NextRequest } from 'next/server';
import { answerTcLookup } from '@/features/transfer-certificates/lookup-route';

// The TC lookup form's POST: answered here, shown by /transfer-certificate (features/transfer-certificates/lookup-route.ts).
export function POST(request: NextRequest): Promise<Response> {
  return answerTcLookup(request);
}
