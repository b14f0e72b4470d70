import { ContentError } from './errors.ts';
import { checkContent } from './index.ts';

/**
 * A server never starts on a content file it cannot serve: one line naming the file, the field and the
 * problem (`npm start: content/school.yaml: phone: expected …`), then exit 1.
 */
export function checkContentOrExit(dir: string, prefix: string): void {
  try {
    checkContent(dir);
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    console.error(`${prefix}: ${error.message}`);
    process.exit(1);
  }
}
