import type { NextRequest } from 'next/server';
import { actOnLink, showLinkPage } from '@/features/alert-subscriptions/link-route';

// A link of an alerts mail: GET shows its button (mail scanners open links), POST acts.
export function GET(request: NextRequest): Promise<Response> {
  return showLinkPage(request, 'confirm');
}

export function POST(request: NextRequest): Promise<Response> {
  return actOnLink(request, 'confirm');
}
