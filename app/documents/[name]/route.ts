import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

// Next serves the files public/ held when the server started. A document the school adds later (and
// links from mandatory-disclosure.yaml, which shows at once) would answer 404 until a restart, and CBSE
// counts a dead link as no disclosure, so a request Next's file server missed is answered from disk here.

const TYPES: Record<string, string> = { pdf: 'application/pdf', jpg: 'image/jpeg', jpeg: 'image/jpeg', png: 'image/png' };
const FILE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]*\.(pdf|jpe?g|png)$/i;

export async function GET(_request: Request, { params }: { params: Promise<{ name: string }> }) {
  const { name } = await params;
  const extension = FILE_NAME.exec(name)?.[1]?.toLowerCase();
  if (!extension) return new Response('Not found', { status: 404 });
  try {
    const file = await readFile(join(process.cwd(), 'public', 'documents', name));
    return new Response(file, { headers: { 'Content-Type': TYPES[extension] ?? 'application/octet-stream', 'Cache-Control': 'public, max-age=0' } });
  } catch {
    return new Response('Not found', { status: 404 });
  }
}
