import { getCms } from '../../cms/client';
import { take, visitorKey } from '../../cms/rate-limit';
import { readUpload } from '../../cms/storage';
import { log } from '../../lib/log';
import { PRIVATE, refusalPage } from '../../lib/refusal-page';
import { requestClientAddress, requestSchool } from '../../lib/server-bridge';
import { linkOpens, readFileToken, type SignedLink } from './file-link';
import { ADDRESS_LIMIT } from './rate-limit';
import { TC_LINK } from './rules';

type Cms = Awaited<ReturnType<typeof getCms>>;

// 410 rather than 404: the link a parent is most likely to follow again is one that worked and expired,
// and the page says what to do next, whatever the reason.
const notValid = () =>
  refusalPage(
    410,
    'This link has expired or is not valid',
    'A link to a scanned TC works for 15 minutes after the certificate is looked up. Look the certificate up again with its number and the date of birth to get a new link.',
    TC_LINK,
  );

const tooMany = (retryAfter: number) =>
  refusalPage(
    429,
    'Too many attempts',
    `There were 10 lookups without a match or links that did not work from your network in the last 15 minutes. Please try again in ${Math.max(1, Math.ceil(retryAfter / 60))} minutes.`,
    TC_LINK,
    new Headers({ 'Retry-After': String(retryAfter) }),
  );

/**
 * A refused link takes a point from the lookups' limit per visitor (./rate-limit.ts) before it is answered,
 * so guessing links and guessing lookups share 10 failures in 15 minutes, then 429 like a lookup. Logged
 * only: the lookups' record keeps lookups.
 */
async function refuse(cms: Cms, address: string): Promise<Response> {
  const taken = await take(cms, ADDRESS_LIMIT, visitorKey(address));
  if (!taken.ok) {
    log.info(`TC file link: rate-limited from ${address}`, { event: 'tc-file-link', address, outcome: 'rate-limited' });
    return tooMany(taken.retryAfter);
  }
  log.info(`TC file link: refused from ${address}`, { event: 'tc-file-link', address, outcome: 'refused' });
  return notValid();
}

/** The TC and scan of a link the site signed, if its id still names the TC it was given for. */
async function scanOf(cms: Cms, link: SignedLink) {
  const tc = await cms.findByID({
    collection: 'transfer-certificates',
    id: link.id,
    depth: 1,
    overrideAccess: true,
    disableErrors: true,
  });
  const scan = tc && typeof tc.file === 'object' ? tc.file : undefined;
  if (!tc || !scan?.filename) return undefined;
  // Opened at the school's own site only: another school's host answers as for a link it never gave.
  const school = typeof tc.school === 'object' && tc.school ? tc.school.id : tc.school;
  if (school !== requestSchool()?.id) return undefined;
  if (!linkOpens(cms.config.secret, link, { id: tc.id, scan: scan.id, number: tc.number })) return undefined;
  return { tc, scan: { ...scan, filename: scan.filename } };
}

/**
 * The scan behind a signed link, read through the CMS and its storage. Every other answer is one: 410 with
 * the same page and headers for a link past its 15 minutes, altered, not signed by this site, malformed, or
 * whose id now names another TC or none, counted against the visitor's limit (429 once it is spent). A link
 * the site did not give out is refused before any read, so its id's existence changes neither the answer
 * nor the work done. A valid link is never counted, and still opens once its visitor is over the limit:
 * only a refusal's answer turns into 429, and no one can make a valid link without the secret.
 */
export async function transferCertificateFile(request: Request, token: string, now = Date.now()): Promise<Response> {
  const address = requestClientAddress();
  const cms = await getCms();
  const link = readFileToken(cms.config.secret, token, now);
  const found = link && (await scanOf(cms, link));
  if (!found) return refuse(cms, address);
  const { tc, scan } = found;
  let body;
  try {
    body = await readUpload('transfer-certificate-scans', scan);
  } catch (error) {
    log.error(`[transfer-certificates] a scan could not be read from the uploads: ${(error as Error).message}`);
    return new Response('The file cannot be read just now', {
      status: 503,
      headers: { ...PRIVATE, 'Retry-After': '30' },
    });
  }
  if (!body) {
    log.error(`[transfer-certificates] TC ${tc.id} is in the CMS but its scan is missing from the uploads`);
    return refuse(cms, address);
  }
  const filename = `TC-${tc.number.replace(/[^A-Za-z0-9-]+/g, '-')}.pdf`;
  return new Response(body, {
    headers: { ...PRIVATE, 'Content-Type': 'application/pdf', 'Content-Disposition': `inline; filename="${filename}"` },
  });
}
