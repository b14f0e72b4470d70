import { getCms } from '../../cms/client';
import { readUpload } from '../../cms/storage';
import { log } from '../../lib/log';
import { PRIVATE, refusalPage } from '../../lib/refusal-page';
import { TC_LINK } from './answer';
import { checkFileToken, fileTokenId } from './file-link';

const gone = () =>
  refusalPage(
    410,
    'This link has expired',
    'Links to a scanned TC work for 15 minutes. Look the certificate up again with its number and the date of birth to get a new link.',
    TC_LINK,
  );
const invalid = () =>
  refusalPage(
    403,
    'This link is not valid',
    'This address does not open a certificate of this site. Look the certificate up with its number and the date of birth.',
    TC_LINK,
  );

/**
 * The scan behind a signed link: 403 for a link we did not sign, that was altered, or that was signed for
 * another TC than the one its id names now (another scan or number); 410 for one past its 15 minutes or
 * whose TC was since deleted; otherwise the PDF, read through the CMS and its storage.
 */
export async function transferCertificateFile(token: string, now = Date.now()): Promise<Response> {
  const id = fileTokenId(token);
  if (id === undefined) return invalid();
  const cms = await getCms();
  const tc = await cms.findByID({
    collection: 'transfer-certificates',
    id,
    depth: 1,
    overrideAccess: true,
    disableErrors: true,
  });
  const scan = tc && typeof tc.file === 'object' ? tc.file : undefined;
  if (!tc || !scan?.filename) return gone();
  const check = checkFileToken(cms.config.secret, token, { id: tc.id, scan: scan.id, number: tc.number }, now);
  if (!check.ok) return check.reason === 'expired' ? gone() : invalid();
  let body;
  try {
    body = await readUpload('transfer-certificate-scans', { ...scan, filename: scan.filename });
  } catch (error) {
    log.error(`[transfer-certificates] a scan could not be read from the uploads: ${(error as Error).message}`);
    return new Response('The file cannot be read just now', {
      status: 503,
      headers: { ...PRIVATE, 'Retry-After': '30' },
    });
  }
  if (!body) {
    log.error(`[transfer-certificates] TC ${tc.id} is in the CMS but its scan is missing from the uploads`);
    return gone();
  }
  const filename = `TC-${tc.number.replace(/[^A-Za-z0-9-]+/g, '-')}.pdf`;
  return new Response(body, {
    headers: { ...PRIVATE, 'Content-Type': 'application/pdf', 'Content-Disposition': `inline; filename="${filename}"` },
  });
}
