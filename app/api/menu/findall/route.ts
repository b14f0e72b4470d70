import { answerSpecCall } from '@/features/menu/embedded-api';

export const GET = (request: Request) => answerSpecCall(request, 'menu');
