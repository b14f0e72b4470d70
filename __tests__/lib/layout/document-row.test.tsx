import { render, screen } from '@testing-library/react';
import type { DocumentRow } from '@/lib/document-links';
import { documentRow } from '@/lib/layout/document-row';

const fire: DocumentRow = {
  href: '/documents/fire-safety-certificate.pdf',
  type: 'PDF',
  size: '25 kB',
  validUntil: '2026-03-31',
};

function renderRow(document: DocumentRow, today?: string) {
  const [name, details] = documentRow('Fire safety certificate', document, today);
  render(
    <table>
      <tbody>
        <tr>
          <th scope="row">{name}</th>
          <td>{details}</td>
        </tr>
      </tbody>
    </table>,
  );
  return screen.getByRole('rowheader');
}

describe('a disclosed document’s row', () => {
  it('still links an expired certificate, marked "expired on" its last valid day', () => {
    const header = renderRow(fire, '2026-04-01');
    expect(screen.getByRole('link', { name: 'Fire safety certificate' })).toHaveAttribute(
      'href',
      '/documents/fire-safety-certificate.pdf',
    );
    expect(header).toHaveTextContent('Fire safety certificate — expired on 31 Mar 2026');
    expect(header.querySelector('.document-expired time')).toHaveAttribute('datetime', '2026-03-31');
  });

  it('says "valid until" up to and on the last valid day', () => {
    expect(renderRow(fire, '2026-03-31')).toHaveTextContent('Fire safety certificate — valid until 31 Mar 2026');
    expect(screen.queryByText(/expired/)).not.toBeInTheDocument();
  });

  it('says nothing of validity for a document without a last valid day', () => {
    expect(renderRow({ href: '/documents/fees.pdf', type: 'PDF', size: '9 kB' }, '2026-04-01')).toHaveTextContent(
      /^Fire safety certificate$/,
    );
  });

  it('says nothing of validity without the day of the request (a notice’s attachments)', () => {
    expect(renderRow(fire)).toHaveTextContent(/^Fire safety certificate$/);
  });
});
