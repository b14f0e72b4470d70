import type { NextRequest } from 'next/server';
import { answerPushSignup } from '@/features/alert-subscriptions/push-route';

// A device's push sign-up, from the island on /alerts (features/alert-subscriptions/push-route.ts).
export function POST(request: NextRequest): Promise<Response> {
  return answerPushSignup(request);
}
