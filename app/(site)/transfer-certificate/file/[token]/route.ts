import { transferCertificateFile } from '@/features/transfer-certificates/file-response';

// A TC's scan, behind the signed link the verification page gives after a match (15 minutes).
export async function GET(request: Request, { params }: { params: Promise<{ token: string }> }) {
  return transferCertificateFile(request, (await params).token);
}
