import type { Payload } from 'payload';
import { z } from 'zod';
import type { School } from '../../cms/payload-types.ts';
import { readStarterYaml, saving } from '../../cms/starter-import.ts';

const FILE = 'school.yaml';

// As written; the CMS checks every field when it is saved. Phones may be written as numbers.
const fileSchema = z.custom<
  Omit<School, 'id' | 'otherPhones' | 'messageRecipients'> & {
    otherPhones?: (string | number)[];
    messageRecipients?: string[];
  }
>();

/** `content/school.yaml`: the school's details. Saved last, since they mark the import as done. */
export async function importSchool(payload: Payload, contentDir: string): Promise<void> {
  const { otherPhones, messageRecipients, ...school } = readStarterYaml(contentDir, FILE, fileSchema);
  const phones = Array.isArray(otherPhones) ? otherPhones : [];
  const recipients = Array.isArray(messageRecipients) ? messageRecipients : [];
  const data = {
    ...school,
    otherPhones: phones.map((number) => ({ number: String(number) })),
    messageRecipients: recipients.map((email) => ({ email })),
  };
  await saving(`content/${FILE}`, () => payload.updateGlobal({ slug: 'school', data }));
}
