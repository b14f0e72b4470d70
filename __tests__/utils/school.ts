import { join } from 'node:path';
import { readSchool } from '@/lib/content';

/** The demo school as the repository ships it in content/school.yaml. */
export const demoSchool = readSchool(join(process.cwd(), 'content'));
