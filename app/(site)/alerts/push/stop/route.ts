import type { NextRequest } from 'next/server';
import { answerPushChange } from '@/features/alert-subscriptions/push-route';

// A device stopping its push alerts (features/alert-subscriptions/push-route.ts).
export function POST(request: NextRequest): Promise<Response> {
  return answerPushChange(request, 'stop');
}
