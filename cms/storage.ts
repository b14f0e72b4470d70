import { join } from 'node:path';
import { getSettings } from '../lib/settings.ts';

/** Where an upload collection keeps its files: UPLOADS_DIR/{collection} (default DATA_DIR/uploads). */
export function uploadsDir(collection: string): string {
  return join(getSettings().uploadsDir, collection);
}
