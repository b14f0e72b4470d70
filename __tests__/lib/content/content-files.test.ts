import { cpSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkContent, readDisclosure, readPage, readSchool } from '@/lib/content';

// Each test edits its own copy of the shipped content, as a school's staff would edit theirs.
let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'school-content-'));
  cpSync(join(process.cwd(), 'content'), dir, { recursive: true });
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function edit(file: string, from: string, to: string) {
  const path = join(dir, file);
  const text = readFileSync(path, 'utf8');
  expect(text).toContain(from);
  writeFileSync(path, text.replace(from, to));
  // A second edit within the file system's time resolution still counts as new.
  const later = new Date(Date.now() + Math.random() * 10_000);
  utimesSync(path, later, later);
}

const startError = () => {
  try {
    checkContent(dir);
  } catch (error) {
    return (error as Error).message;
  }
  return 'no error';
};

describe('the start-up check of the content files', () => {
  it('accepts the content the repository ships', () => {
    expect(startError()).toBe('no error');
  });

  it.each([
    ['school.yaml', 'phone: +91 11 4567 8900', 'phone: { office: 1 }', 'school.yaml: phone: expected a phone number such as "+91 11 4567 8900"'],
    ['school.yaml', 'email: office@greenwood-school.example', 'email: office', 'school.yaml: email: expected an e-mail address'],
    ['school.yaml', '  pinCode: "110075"', '  pinCode: 1100', 'school.yaml: address.pinCode: expected a 6-digit PIN code'],
    ['school.yaml', 'name: Greenwood Public School', 'nmae: Greenwood Public School', 'school.yaml: name: missing'],
    ['school.yaml', 'principal:', 'principal:\n  title: Dr.', 'school.yaml: principal.title: unknown field (check its spelling)'],
    ['school.yaml', '    - value: "95"', '    - value: [95]', 'school.yaml: home.facts[2].value:'],
    [
      'mandatory-disclosure.yaml',
      '  fireSafety: /documents/fire-safety-certificate.pdf',
      '  fireSafety: /documents/fire-safety-2027.pdf',
      'mandatory-disclosure.yaml: documents.fireSafety: public/documents/fire-safety-2027.pdf does not exist',
    ],
    [
      'mandatory-disclosure.yaml',
      '  fireSafety: /documents/fire-safety-certificate.pdf',
      '  fireSafety: javascript:alert(1)',
      'mandatory-disclosure.yaml: documents.fireSafety: expected "Not applicable", a file such as "/documents/fees.pdf"',
    ],
    [
      'mandatory-disclosure.yaml',
      '  specialEducator: Ms. Kavita Rao, B.Ed. (Special Education), RCI registered',
      '',
      'mandatory-disclosure.yaml: staff.specialEducator: missing (write "Not applicable" where a row does not apply)',
    ],
    ['mandatory-disclosure.yaml', '    total: 95', '    total: 94', 'mandatory-disclosure.yaml: staff.teachers.total: total is not pgt + tgt + prt'],
    ['mandatory-disclosure.yaml', '      passed: 147', '      passed: 149', 'mandatory-disclosure.yaml: results.classX[1].passed: passed is more than registered'],
  ])('names the file, the field and the problem: %s with %j → %j', (file, from, to, message) => {
    edit(file, from, to);
    const error = startError();
    expect(error).toContain(message);
    expect(error).toContain(join(dir, file));
    expect(error).not.toContain('\n');
  });

  it('reports a YAML syntax error with its line, in one line', () => {
    edit('school.yaml', 'name: Greenwood Public School', 'name: [Greenwood');
    expect(startError()).toMatch(/school\.yaml: .* at line \d+, column \d+$/);
  });

  it('checks every page file’s front matter', () => {
    edit('pages/admissions.md', 'title: Admissions', 'titel: Admissions');
    expect(startError()).toContain('admissions.md: title: missing');
  });

  it('refuses a file larger than 1 MiB', () => {
    writeFileSync(join(dir, 'pages', 'huge.md'), `---\ntitle: Huge\n---\n${'x'.repeat(1024 * 1024)}`);
    expect(startError()).toContain('huge.md: the file is larger than 1024 kB');
  });
});

describe('reading while the site runs', () => {
  let errors: jest.SpyInstance;
  beforeEach(() => {
    errors = jest.spyOn(console, 'error').mockImplementation(() => {});
  });

  it('shows an edit on the next read', () => {
    expect(readSchool(dir).name).toBe('Greenwood Public School');
    edit('school.yaml', 'name: Greenwood Public School', 'name: Oakridge Public School');
    expect(readSchool(dir).name).toBe('Oakridge Public School');
  });

  it('keeps the last valid content after a bad edit, and logs it once, not once per read', () => {
    expect(readSchool(dir).name).toBe('Greenwood Public School');
    edit('school.yaml', 'phone: +91 11 4567 8900', 'phone: call us');
    for (let read = 0; read < 5; read += 1) expect(readSchool(dir).name).toBe('Greenwood Public School');
    expect(errors).toHaveBeenCalledTimes(1);
    expect(errors.mock.calls[0]?.[0]).toMatch(/^\[content\] .*school\.yaml: phone: expected a phone number .* \(serving its last valid version\)$/);
    edit('school.yaml', 'phone: call us', 'phone: +91 11 4567 8901');
    expect(readSchool(dir).phone).toBe('+91 11 4567 8901');
    edit('school.yaml', 'phone: +91 11 4567 8901', 'phone: still wrong');
    readSchool(dir);
    expect(errors).toHaveBeenCalledTimes(2);
  });

  it('treats a missing page file as no page, and a new one as a page on the next read', () => {
    expect(readPage(dir, 'gallery')).toBeUndefined();
    writeFileSync(join(dir, 'pages', 'gallery.md'), '---\ntitle: Gallery\n---\nPhotos of the annual day.\n');
    expect(readPage(dir, 'gallery')).toEqual({ title: 'Gallery', body: 'Photos of the annual day.\n' });
    rmSync(join(dir, 'pages', 'gallery.md'));
    expect(readPage(dir, 'gallery')).toBeUndefined();
    expect(errors).not.toHaveBeenCalled();
  });

  it('works out the disclosure’s pass percentages and each local document’s type and size', () => {
    const { results, documents } = readDisclosure(dir);
    expect(results.classX).toContainEqual(expect.objectContaining({ year: '2026', registered: 148, passed: 147, passPercentage: '99.32%' }));
    expect(documents.fireSafety).toEqual({ href: '/documents/fire-safety-certificate.pdf', type: 'PDF', size: expect.stringMatching(/^\d+ kB$/) });
  });
});
