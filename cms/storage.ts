import { join } from 'node:path';
import { getSettings } from '../lib/settings.ts';

/** Where an upload collection keeps its files: DATA_DIR/uploads/{collection}. */
export function uploadsDir(collection: string): string {
  return join(getSettings().dataDir, 'uploads', collection);
}
