import { parse } from 'csv-parse/sync';
import { csvFileName, CSV_HEADER, messagesCsv, type CsvMessage } from '@/features/messages/csv';

const enquiry: CsvMessage = {
  reference: 'ENQ-7K3M-9Q2X',
  form: 'enquiry',
  status: 'contacted',
  createdAt: '2026-11-25T11:45:00.000Z',
  name: 'Asha Verma',
  mobile: '+919810045678',
  email: 'asha@example.com',
  classSought: 'VI',
  yearSought: '2027-28',
  childFirstName: 'Riya',
  message: 'Is there a bus from Sector 12?\nThank you, "Asha"',
  handledBy: 'Anita (office)',
  notes: 'Called back on Tuesday',
};

const read = (csv: string): string[][] => parse(csv.replace(/^\uFEFF/, ''));

describe('the CSV of the office’s list', () => {
  it('has the header, then one row per message with labels and India’s time', () => {
    const rows = read(messagesCsv([enquiry]));
    expect(rows[0]).toEqual([...CSV_HEADER]);
    expect(rows[1]).toEqual([
      'ENQ-7K3M-9Q2X',
      'Admission enquiry',
      'Contacted',
      '25 Nov 2026, 5:15 pm',
      'Asha Verma',
      "'+919810045678",
      'asha@example.com',
      'VI',
      '2027-28',
      'Riya',
      '',
      '',
      'Is there a bus from Sector 12?\nThank you, "Asha"',
      'Anita (office)',
      '',
      'Called back on Tuesday',
    ]);
  });

  it('labels a grievance’s category and status, and its closing day', () => {
    const [, row] = read(
      messagesCsv([
        {
          reference: 'GRV-AAAA-BBBB',
          form: 'grievance',
          status: 'in-progress',
          createdAt: '2026-01-02T04:30:00.000Z',
          closedAt: '2026-02-03T04:30:00.000Z',
          name: 'R. Iyer',
          category: 'safety',
          message: 'The gate',
        },
      ]),
    );
    expect(row?.slice(0, 4)).toEqual(['GRV-AAAA-BBBB', 'Raise a grievance', 'In progress', '2 Jan 2026, 10:00 am']);
    expect(row?.[11]).toBe('Safety and wellbeing');
    expect(row?.[14]).toBe('3 Feb 2026, 10:00 am');
  });

  it('never lets a spreadsheet read what a parent typed as a formula', () => {
    const [, row] = read(
      messagesCsv([
        {
          ...enquiry,
          name: '=HYPERLINK("http://evil.example","Click")',
          childFirstName: '@SUM(A1)',
          message: '-2+3',
          notes: '\tcmd',
          email: '+x@example.com',
        },
      ]),
    );
    expect(row?.[4]).toBe('\'=HYPERLINK("http://evil.example","Click")');
    expect(row?.[9]).toBe("'@SUM(A1)");
    expect(row?.[12]).toBe("'-2+3");
    expect(row?.[15]).toBe("'\tcmd");
    expect(row?.[6]).toBe("'+x@example.com");
  });

  it('is named for the day in India', () => {
    expect(csvFileName(new Date('2026-11-25T20:00:00.000Z'))).toBe('messages-2026-11-26.csv');
  });
});
