/**
 * `node scripts/specimen-documents.ts`: writes the demo school's disclosure documents to public/documents/,
 * each a one-page PDF marked SPECIMEN, printed by Chromium. Run once; a real school replaces them with
 * its own scanned, self-attested copies.
 */
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const OUT = fileURLToPath(new URL('../public/documents/', import.meta.url));

const DOCUMENTS: [file: string, title: string][] = [
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
];

const page = (title: string) => `<!doctype html><meta charset="utf-8"><title>${title}</title>
<style>body{font:16px/1.5 sans-serif;margin:3cm}h1{font-size:22px}.stamp{margin-top:4cm;font-size:72px;
font-weight:bold;color:#b00;border:6px solid #b00;display:inline-block;padding:0 .3em;transform:rotate(-12deg)}</style>
<p>Greenwood Public School, Dwarka, New Delhi · CBSE Affiliation No. 2730999</p>
<h1>${title}</h1><p>This is a specimen document of the demo school. A real school publishes here its own copy,
self-attested by the chairman/manager/secretary and the principal.</p><p class="stamp">SPECIMEN</p>`;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
const tab = await browser.newPage();
for (const [file, title] of DOCUMENTS) {
  await tab.setContent(page(title));
  await writeFile(`${OUT}${file}.pdf`, await tab.pdf({ format: 'A4', tagged: true }));
}
await browser.close();
console.log(`Wrote ${DOCUMENTS.length} specimen PDFs to ${OUT}`);
