import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseSchool } from '@/features/school/rules';

/** The demo school as the repository ships it in its starter content, content/school.yaml. */
export const demoSchool = parseSchool(
  readFileSync(join(process.cwd(), 'content', 'school.yaml'), 'utf8'),
  'content/school.yaml',
);
