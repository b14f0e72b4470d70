import { parseHindiNotice } from '@/features/notices/starter-file';

describe('a starter notice’s Hindi', () => {
  it('holds its title and body', () => {
    const hindi = parseHindiNotice('---\ntitle: दीपावली अवकाश\n---\n\nप्रिय अभिभावकगण,\n', 'content/notices/x.hi.md');
    expect(hindi.title).toBe('दीपावली अवकाश');
    expect(hindi.body.trim()).toBe('प्रिय अभिभावकगण,');
  });

  it('refuses a date, which only the English file sets', () => {
    expect(() =>
      parseHindiNotice('---\ntitle: दीपावली अवकाश\ndate: 2026-10-28\n---\n', 'content/notices/x.hi.md'),
    ).toThrow(/content\/notices\/x\.hi\.md.*date/);
  });
});
