import type { NextRequest } from 'next/server';
import { answerSignup } from '@/features/alert-subscriptions/signup-route';

// The alerts sign-up of /alerts and /hi/alerts (features/alert-subscriptions/signup-route.ts).
export function POST(request: NextRequest): Promise<Response> {
  return answerSignup(request);
}
