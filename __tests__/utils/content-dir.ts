import { cpSync, mkdtempSync, readFileSync, renameSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const SHIPPED = join(__dirname, '..', '..', 'content');

/** A copy of the content the repository ships, for a test to edit as a school's staff would. */
export function copyContent() {
  const dir = mkdtempSync(join(tmpdir(), 'school-content-'));
  cpSync(SHIPPED, dir, { recursive: true });
  let edits = 0;
  const save = (file: string, text: string) => {
    const path = join(dir, file);
    // Saved whole, as an editor saves; a distinct time, since two saves can fall within one clock tick.
    writeFileSync(`${path}.saving`, text);
    edits += 1;
    const time = new Date(Date.now() + edits * 1000);
    utimesSync(`${path}.saving`, time, time);
    renameSync(`${path}.saving`, path);
  };
  return {
    dir,
    read: (file: string) => readFileSync(join(dir, file), 'utf8'),
    save,
    edit(file: string, from: string, to: string) {
      const text = readFileSync(join(dir, file), 'utf8');
      if (!text.includes(from)) throw new Error(`${file} does not contain ${from}`);
      save(file, text.replace(from, to));
    },
    remove: (file: string) => rmSync(join(dir, file)),
    cleanUp: () => rmSync(dir, { recursive: true, force: true }),
  };
}
