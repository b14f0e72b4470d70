import { TEXT_LIMIT, tidyText } from '@/features/documents/pdf-reading';
import { documentText } from '@/features/documents/pdf-text';

describe('the text kept of a PDF', () => {
  it('has one space for each run of spaces, at most one blank line, and no control character (Postgres refuses NUL)', () => {
    expect(tidyText('  Winter\t\tuniform \u0000circular \n\n\n\n From  1 December\u0007 ')).toBe(
      'Winter uniform circular\n\nFrom 1 December',
    );
  });

  it('is in NFC, so a Hindi word is one sequence of code points whatever the PDF wrote', () => {
    expect(tidyText('क़')).toBe('क़'.normalize('NFC'));
  });

  it('is cut at a word before TEXT_LIMIT characters', () => {
    const word = 'circular ';
    const long = word.repeat(Math.ceil(TEXT_LIMIT / word.length) + 10);
    const kept = tidyText(long);
    expect(kept.length).toBeLessThanOrEqual(TEXT_LIMIT);
    expect(kept.length).toBeGreaterThan(TEXT_LIMIT - word.length);
    expect(kept.endsWith('circular')).toBe(true);
  });
});

it('is none for a picture: only a PDF has text to read', async () => {
  const bytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47]);
  await expect(documentText({ bytes, mimeType: 'image/png' }, 'a new document')).resolves.toBeNull();
  await expect(documentText({ bytes, mimeType: 'image/jpeg' }, 'a new document')).resolves.toBeNull();
});
