import { answerSpecCall } from '@/features/menu/embedded';

export const GET = (request: Request) => answerSpecCall(request, 'socialmedia');
