import { render, screen } from '@testing-library/react';
import { annualReportRow } from '@/features/disclosure/annual-report-row';
import english from '@/lib/i18n/messages/en/disclosure.json';
import hindi from '@/lib/i18n/messages/hi/disclosure.json';

// The catalogue's words with their {year} filled in, as next-intl does (its ES modules are not loaded here).
const translator =
  (messages: Record<string, string>): Parameters<typeof annualReportRow>[1] =>
  (key, values) =>
    (messages[key] ?? key).replace('{year}', values?.year ?? '');
const inEnglish = translator(english);

const renderRow = (
  report: Parameters<typeof annualReportRow>[0],
  t: Parameters<typeof annualReportRow>[1] = inEnglish,
) => {
  const [name, typeAndSize] = annualReportRow(report, t);
  return render(
    <table>
      <tbody>
        <tr>
          <th scope="row">{name}</th>
          <td>{typeAndSize}</td>
        </tr>
      </tbody>
    </table>,
  );
};

describe('the disclosure’s annual report row', () => {
  it('links the latest report by its year, with its type and size and its summary', () => {
    renderRow({
      academicYear: '2025-26',
      report: { href: '/documents/annual-report-2025-26.pdf', type: 'PDF', size: '28 kB' },
      summary: 'Results and sports.',
      updatedAt: '',
    });
    expect(screen.getByRole('link', { name: 'Annual report 2025–26' })).toHaveAttribute(
      'href',
      '/documents/annual-report-2025-26.pdf',
    );
    expect(screen.getByRole('row')).toHaveTextContent('Annual report 2025–26Results and sports.PDF, 28 kB');
  });

  it('says plainly when none is published, with no link', () => {
    renderRow(null);
    expect(screen.getByRole('row')).toHaveTextContent('Annual reportNot published yet');
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('says it cannot be shown when the reports could not be read, with no link', () => {
    renderRow(undefined);
    expect(screen.getByRole('row')).toHaveTextContent(/^Annual reportCannot be shown just now/);
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('names the report in Hindi on a Hindi page', () => {
    renderRow(null, translator(hindi));
    expect(screen.getByRole('row')).toHaveTextContent('वार्षिक प्रतिवेदनअभी प्रकाशित नहीं');
  });
});
