import { readUpload } from '../../cms/storage';
import { log } from '../log';
import { getCms } from '../school-content/payload';
import { NOINDEX } from '../security-headers';
import { TC_PATH } from './answer';
import { checkFileToken } from './file-link';

const PRIVATE = { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': NOINDEX };

/** A small page of its own (no site chrome, no script) for a link that no longer, or never did, work. */
function refusal(status: number, title: string, text: string): Response {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex, nofollow"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title></head><body style="font:1.05rem/1.5 system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem"><main><h1>${title}</h1><p>${text}</p><p><a href="${TC_PATH}">Verify a transfer certificate</a></p></main></body></html>`;
  return new Response(html, { status, headers: { ...PRIVATE, 'Content-Type': 'text/html; charset=utf-8', 'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'" } });
}

const gone = () => refusal(410, 'This link has expired', 'Links to a scanned TC work for 15 minutes. Look the certificate up again with its number and the date of birth to get a new link.');

/**
 * The scan behind a signed link: 403 for a link we did not sign (or altered), 410 for one past its 15
 * minutes or whose TC was since deleted; otherwise the PDF, read through the CMS and its storage.
 */
export async function transferCertificateFile(token: string, now = Date.now()): Promise<Response> {
  const cms = await getCms();
  const check = checkFileToken(cms.config.secret, token, now);
  if (!check.ok) {
    return check.reason === 'expired' ? gone() : refusal(403, 'This link is not valid', 'This address was not given by this site. Look the certificate up with its number and the date of birth.');
  }
  const tc = await cms.findByID({ collection: 'transfer-certificates', id: check.id, depth: 1, overrideAccess: true, disableErrors: true });
  const scan = tc && typeof tc.file === 'object' ? tc.file : undefined;
  if (!tc || !scan?.filename) return gone();
  let body;
  try {
    body = await readUpload('transfer-certificate-scans', { ...scan, filename: scan.filename });
  } catch (error) {
    log.error(`[transfer-certificates] a scan could not be read from the uploads: ${(error as Error).message}`);
    return new Response('The file cannot be read just now', { status: 503, headers: { ...PRIVATE, 'Retry-After': '30' } });
  }
  if (!body) {
    log.error(`[transfer-certificates] TC ${tc.id} is in the CMS but its scan is missing from the uploads`);
    return gone();
  }
  const filename = `TC-${tc.number.replace(/[^A-Za-z0-9-]+/g, '-')}.pdf`;
  return new Response(body, { headers: { ...PRIVATE, 'Content-Type': 'application/pdf', 'Content-Disposition': `inline; filename="${filename}"` } });
}
