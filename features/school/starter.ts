import type { Payload } from 'payload';
import { z } from 'zod';
import type { School } from '../../cms/payload-types.ts';
import { saveSchoolDoc } from '../../cms/school-doc.ts';
import {
  HINDI,
  hindiName,
  keepsHindi,
  overlay,
  readOptional,
  readStarterYaml,
  saving,
  StarterContentError,
} from '../../cms/starter-import.ts';
import { parseYamlFile } from '../../lib/rules/yaml-file.ts';

const FILE = 'school.yaml';
const HINDI_FILE = hindiName(FILE);

// As written; the CMS checks every field when it is saved. Phones may be written as numbers.
const fileSchema = z.custom<
  Omit<School, 'id' | 'otherPhones' | 'messageRecipients'> & {
    otherPhones?: (string | number)[];
    messageRecipients?: string[];
  }
>();

// The Hindi words only, laid over the saved English (cms/starter-import.ts `overlay`): the CMS checks them.
const hindiSchema = z.record(z.string(), z.unknown(), { error: 'expected the fields of school.yaml' });

/** `content/school.hi.yaml`, the school's words in Hindi, if there is one: read before anything is saved. */
export function readStarterSchoolHindi(contentDir: string): Record<string, unknown> | undefined {
  const source = readOptional(contentDir, HINDI_FILE);
  if (source === undefined) return undefined;
  try {
    return parseYamlFile(hindiSchema, source, `content/${HINDI_FILE}`);
  } catch (error) {
    throw new StarterContentError((error as Error).message);
  }
}

/** The school's name in `content/school.yaml`: the first school's, made before its content is imported. */
export function readStarterSchoolName(contentDir: string): string {
  return String(readStarterYaml(contentDir, FILE, fileSchema).name ?? 'School');
}

/** `content/school.yaml` and its Hindi: the school's details. Saved last, since they mark the import as done. */
export async function importSchool(payload: Payload, contentDir: string): Promise<void> {
  const hindi = readStarterSchoolHindi(contentDir);
  const { otherPhones, messageRecipients, ...school } = readStarterYaml(contentDir, FILE, fileSchema);
  const phones = Array.isArray(otherPhones) ? otherPhones : [];
  const recipients = Array.isArray(messageRecipients) ? messageRecipients : [];
  const data = {
    ...school,
    otherPhones: phones.map((number) => ({ number: String(number) })),
    messageRecipients: recipients.map((email) => ({ email })),
  };
  const saved = await saving(`content/${FILE}`, () => saveSchoolDoc(payload, 'school', data));
  if (!hindi || !keepsHindi(payload)) return;
  const { id: _id, updatedAt: _updatedAt, createdAt: _createdAt, ...english } = saved;
  await saving(`content/${HINDI_FILE}`, () =>
    saveSchoolDoc(payload, 'school', overlay(english, hindi) as Partial<School>, { locale: HINDI }),
  );
}
