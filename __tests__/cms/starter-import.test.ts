import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { hindiName, isHindiFile, overlay, readOptional } from '@/cms/starter-import';

describe('a starter file’s Hindi sibling', () => {
  it('is named with .hi before the extension, and is never a starter item of its own', () => {
    expect(hindiName('about-us.md')).toBe('about-us.hi.md');
    expect(hindiName('school.yaml')).toBe('school.hi.yaml');
    expect(isHindiFile('about-us.hi.md')).toBe(true);
    expect(isHindiFile('about-us.md')).toBe(false);
    // A page whose address merely contains "hi" is English.
    expect(isHindiFile('hindi-day.md')).toBe(false);
    expect(isHindiFile('this.md')).toBe(false);
  });

  it('is optional: a missing one reads as nothing, an existing one as its text', () => {
    const dir = mkdtempSync(join(tmpdir(), 'starter-'));
    try {
      expect(readOptional(dir, 'pages/about-us.hi.md')).toBeUndefined();
      writeFileSync(join(dir, 'school.hi.yaml'), 'name: ग्रीनवुड पब्लिक स्कूल\n');
      expect(readOptional(dir, 'school.hi.yaml')).toBe('name: ग्रीनवुड पब्लिक स्कूल\n');
    } finally {
      rmSync(dir, { recursive: true });
    }
  });
});

describe('the Hindi laid over the saved English', () => {
  const english = {
    name: 'Greenwood Public School',
    phone: '+91 11 4567 8900',
    brand: { mark: 'G', caption: 'CBSE · Nursery to Class XII' },
    home: {
      facts: [
        { id: 'a', value: '1,400+', label: 'students' },
        { id: 'b', value: '95', label: 'teachers' },
      ],
    },
  };

  it('replaces the words Hindi names and keeps every other value, rows by position with their ids', () => {
    const hindi = { name: 'ग्रीनवुड पब्लिक स्कूल', brand: { caption: 'सीबीएसई' }, home: { facts: [{ label: 'विद्यार्थी' }] } };
    expect(overlay(english, hindi)).toEqual({
      name: 'ग्रीनवुड पब्लिक स्कूल',
      phone: '+91 11 4567 8900',
      brand: { mark: 'G', caption: 'सीबीएसई' },
      home: {
        facts: [
          { id: 'a', value: '1,400+', label: 'विद्यार्थी' },
          { id: 'b', value: '95', label: 'teachers' },
        ],
      },
    });
  });

  it('never adds a row English does not have, and leaves English unchanged', () => {
    const before = structuredClone(english);
    const merged = overlay(english, { home: { facts: [{}, {}, { label: 'extra' }] } }) as typeof english;
    expect(merged.home.facts).toHaveLength(2);
    expect(english).toEqual(before);
  });
});
