import { documentFileResponse } from '@/features/documents/file-response';

export async function GET(_request: Request, { params }: { params: Promise<{ name: string }> }) {
  return documentFileResponse((await params).name);
}
