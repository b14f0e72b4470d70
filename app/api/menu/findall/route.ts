import { answerSpecCall } from '@/lib/cms/embedded-api';

export const GET = (request: Request) => answerSpecCall(request, 'menu');
