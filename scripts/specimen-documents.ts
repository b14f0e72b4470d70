/**
 * `node scripts/specimen-documents.ts [name …]`: writes the demo school's documents to content/documents/
 * and the scans of its specimen TCs (content/transfer-certificates.yaml) to content/tc-scans/
 * (all of them, or the named ones), each a one-page PDF marked SPECIMEN, printed by Chromium. Run once; a
 * real school replaces them with its own scanned, self-attested copies.
 */
import { readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { parse } from 'yaml';
import { formatDay } from '../lib/dates.ts';

const CONTENT = fileURLToPath(new URL('../content/', import.meta.url));

const DOCUMENTS: [file: string, title: string, body?: string][] = [
  ['affiliation-letter', 'Affiliation letter and extension of affiliation'],
  ['society-registration', 'Certificate of registration of the society'],
  ['state-noc', 'No Objection Certificate from the State Government'],
  ['rte-recognition', 'Recognition certificate under the RTE Act, 2009'],
  ['building-safety-certificate', 'Building safety certificate (National Building Code)'],
  ['fire-safety-certificate', 'Fire safety certificate'],
  ['deo-self-certification', 'DEO certificate of self-certification'],
  ['water-health-sanitation', 'Water, health and sanitation certificates, with the drinking-water testing report'],
  ['fee-structure', 'Fee structure 2027-28'],
  ['academic-calendar', 'Annual academic calendar 2027-28'],
  ['school-management-committee', 'School Management Committee'],
  ['parent-teacher-association', 'Parent Teacher Association members'],
  ['board-results', 'Board examination results of the last three years'],
  [
    'book-list-declaration-2026-27',
    'Declaration on the books prescribed for 2026-27',
    `We declare that the books prescribed for classes I to XII in 2026-27, as listed on the school's website at
/book-list, are NCERT textbooks wherever NCERT publishes one, and that no parent is required to buy books or
stationery from any particular shop (CBSE Affiliation Bye-Law 2.4.7.1, Circular 12/2024).</p>
<p>Signed: the Manager and the Principal, 1 April 2026.`,
  ],
  [
    'annual-report-2025-26',
    'Annual report 2025-26',
    `Contents (CBSE Affiliation Bye-Law 14.5): the academic calendar followed; teacher training (1,240 hours, 52 days
of CBSE capacity-building programmes); results of classes X and XII; sports and co-curricular achievements;
decisions of the Parent Teacher Association and the School Management Committee.`,
  ],
];

type SpecimenTc = { number: string; file: string; studentName: string; class: string; issueDate: string };
const { certificates } = parse(readFileSync(`${CONTENT}transfer-certificates.yaml`, 'utf8')) as {
  certificates: SpecimenTc[];
};
const SCANS: [file: string, title: string, body: string][] = certificates.map((tc) => [
  tc.file.replace(/\.pdf$/, ''),
  // The title is also the PDF's (uncompressed) metadata: what the file is shows without opening it.
  'SPECIMEN transfer certificate',
  `TC number: ${tc.number}<br>Name: ${tc.studentName}<br>Class last attended: ${tc.class}<br>Date of issue: ${formatDay(tc.issueDate)}`,
]);

const page = (
  title: string,
  body = `This is a specimen document of the demo school. A real school publishes here its own copy,
self-attested by the chairman/manager/secretary and the principal.`,
) => `<!doctype html><meta charset="utf-8"><title>${title}</title>
<style>body{font:16px/1.5 sans-serif;margin:3cm}h1{font-size:22px}.stamp{margin-top:4cm;font-size:72px;
font-weight:bold;color:#b00;border:6px solid #b00;display:inline-block;padding:0 .3em;transform:rotate(-12deg)}</style>
<p>Greenwood Public School, Dwarka, New Delhi · CBSE Affiliation No. 2730999</p>
<h1>${title}</h1><p>${body}</p><p class="stamp">SPECIMEN</p>`;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
const tab = await browser.newPage();
const only = new Set(process.argv.slice(2));
let written = 0;
for (const [folder, list] of [
  ['documents', DOCUMENTS],
  ['tc-scans', SCANS],
] as const) {
  for (const [file, title, body] of list.filter(([file]) => only.size === 0 || only.has(file))) {
    await tab.setContent(page(title, body));
    await writeFile(`${CONTENT}${folder}/${file}.pdf`, await tab.pdf({ format: 'A4', tagged: true }));
    written += 1;
  }
}
await browser.close();
console.log(`Wrote ${written} specimen PDFs to ${CONTENT}documents/ and ${CONTENT}tc-scans/`);
