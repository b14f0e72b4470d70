/**
 * A one-page A4 PDF of plain text lines, drawn byte by byte (no PDF library: the demo's specimen TCs are
 * its only use). Lines are Latin-1; anything else becomes "?".
 */
export function textPdf(lines: readonly string[], stamp = 'SPECIMEN'): Buffer {
  const escape = (text: string) => text.replace(/[^\x20-\x7e]/g, '?').replace(/[\\()]/g, '\\$&');
  const body = lines.map((line, index) => `BT /F1 ${index === 0 ? 16 : 12} Tf 72 ${770 - index * 24} Td (${escape(line)}) Tj ET`).join('\n');
  const content = `${body}\n0.7 0 0 rg BT /F1 72 Tf 120 300 Td (${escape(stamp)}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
  ];
  let pdf = '%PDF-1.4\n';
  const offsets = objects.map((object, index) => {
    const offset = Buffer.byteLength(pdf, 'latin1');
    pdf += `${index + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = Buffer.byteLength(pdf, 'latin1');
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}
