import { render, screen } from '@testing-library/react';
import { annualReportRow } from '@/features/disclosure/annual-report-row';

const renderRow = (...args: Parameters<typeof annualReportRow>) => {
  const [name, typeAndSize] = annualReportRow(...args);
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
});
