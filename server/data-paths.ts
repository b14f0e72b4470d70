/**
 * The server changes its working folder to the build's at start, as Next's own standalone server does.
 * Folders given relative to where the server was started (DATA_DIR, UPLOADS_DIR, CONTENT_DIR) are made
 * absolute first, so `data/` means the operator's data folder, never one inside the build.
 */
import { resolve } from 'node:path';

export function resolveDataPaths(): void {
  process.env.DATA_DIR = resolve(process.env.DATA_DIR?.trim() || 'data');
  if (process.env.UPLOADS_DIR?.trim()) process.env.UPLOADS_DIR = resolve(process.env.UPLOADS_DIR.trim());
  process.env.CONTENT_DIR = resolve(process.env.CONTENT_DIR?.trim() || 'content');
}
