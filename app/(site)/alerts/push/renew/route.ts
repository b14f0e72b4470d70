import type { NextRequest } from 'next/server';
import { answerPushChange } from '@/features/alert-subscriptions/push-route';

// The worker's new subscription for one its browser replaced (app/sw.ts, features/alert-subscriptions/push-route.ts).
export function POST(request: NextRequest): Promise<Response> {
  return answerPushChange(request, 'renew');
}
