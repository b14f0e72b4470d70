import type { Payload } from 'payload';
import { z } from 'zod';
import { saveSchoolDoc } from '../../cms/school-doc.ts';
import {
  HINDI,
  hindiName,
  keepsHindi,
  readOptional,
  readStarterYaml,
  saving,
  StarterContentError,
} from '../../cms/starter-import.ts';
import { parseYamlFile } from '../../lib/rules/yaml-file.ts';
import { alertSchema } from './rules.ts';

const FILE = 'alert.yaml';
const HINDI_FILE = hindiName(FILE);

const hindiSchema = z.strictObject({ message: alertSchema.shape.message });

/** `content/alert.hi.yaml`, the alert's words in Hindi, if there is one: read before anything is saved. */
export function readStarterAlertHindi(contentDir: string): z.output<typeof hindiSchema> | undefined {
  const source = readOptional(contentDir, HINDI_FILE);
  if (source === undefined) return undefined;
  try {
    return parseYamlFile(hindiSchema, source, `content/${HINDI_FILE}`);
  } catch (error) {
    throw new StarterContentError((error as Error).message);
  }
}

/**
 * `content/alert.yaml` and its Hindi: the closure alert's template, in both languages, with dates already
 * past so that it shows nothing until the office sets new ones. Without the file the alert starts empty.
 */
export async function importAlert(payload: Payload, contentDir: string): Promise<void> {
  if (readOptional(contentDir, FILE) === undefined) return;
  const hindi = readStarterAlertHindi(contentDir);
  const alert = readStarterYaml(contentDir, FILE, alertSchema);
  await saving(`content/${FILE}`, () => saveSchoolDoc(payload, 'alert', alert));
  if (!hindi || !keepsHindi(payload)) return;
  await saving(`content/${HINDI_FILE}`, () => saveSchoolDoc(payload, 'alert', hindi, { locale: HINDI }));
}
