import { parseWrittenDocumentRow } from '@/features/disclosure/rules';

const problem = (value: unknown) => {
  const result = parseWrittenDocumentRow(value);
  const issue = result.success ? undefined : result.error.issues[0];
  return issue && `${issue.path.join('.')}: ${issue.message}`;
};

describe('a document row of mandatory-disclosure.yaml', () => {
  it('is a path, "Not applicable", a path with its last valid day, or an address elsewhere with one', () => {
    expect(parseWrittenDocumentRow('/documents/fees.pdf').data).toBe('/documents/fees.pdf');
    expect(parseWrittenDocumentRow('Not applicable').data).toBe('Not applicable');
    expect(
      parseWrittenDocumentRow({ path: '/documents/fire-safety-certificate.pdf', validUntil: '2027-03-31' }).data,
    ).toEqual({
      path: '/documents/fire-safety-certificate.pdf',
      validUntil: '2027-03-31',
    });
    expect(
      parseWrittenDocumentRow({
        url: 'https://noc.example/noc.pdf',
        type: 'PDF',
        size: '212 kB',
        validUntil: '2027-03-31',
      }).success,
    ).toBe(true);
    expect(parseWrittenDocumentRow({ url: 'https://noc.example/noc.pdf', type: 'PDF', size: '212 kB' }).success).toBe(
      true,
    );
  });

  it('names the field and the problem when a day is not a real day or misspelt', () => {
    expect(problem({ path: '/documents/fire.pdf', validUntil: '2027-02-30' })).toBe(
      'validUntil: expected a day such as 2027-03-31',
    );
    expect(problem({ path: '/documents/fire.pdf', validUntil: '31/03/2027' })).toBe(
      'validUntil: expected a day such as 2027-03-31',
    );
    expect(problem({ url: 'https://noc.example/noc.pdf', type: 'PDF', size: '212 kB', validUntil: 20270331 })).toBe(
      'validUntil: expected a day such as 2027-03-31',
    );
    expect(problem({ path: '/documents/fire.pdf', validuntil: '2027-03-31' })).toMatch(/^: .*validuntil/);
    expect(problem({ url: 'http://noc.example/noc.pdf', type: 'PDF', size: '212 kB' })).toBe(
      'url: expected an https:// address',
    );
    expect(problem(42)).toMatch(/^: expected a path such as \/documents\/fees.pdf/);
  });
});
