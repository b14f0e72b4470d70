import type { NextRequest } from 'next/server';
import { siteOrigins } from '../../cms/origins';
import { isCrossSitePost } from '../../lib/cross-site';
import { log } from '../../lib/log';
import { refusalPage } from '../../lib/refusal-page';
import { NOINDEX } from '../../lib/security-headers';
import { CLIENT_ADDRESS_HEADER } from '../../lib/server-bridge';
import { getSettings } from '../../lib/settings';
import { answerStatus, encodeAnswer, LOOKUP_ANSWER_HEADER, TC_LINK } from './answer';
import { lookUpTransferCertificate } from './lookup';

/** Every response of the verification flow: never indexed, never kept by a browser or a shared cache. */
export const TC_HEADERS = { 'X-Robots-Tag': NOINDEX, 'Cache-Control': 'private, no-store' };

const MAX_FORM_BYTES = 4096;

async function formFields(request: NextRequest): Promise<{ number: string; dateOfBirth: string }> {
  const empty = { number: '', dateOfBirth: '' };
  if (Number(request.headers.get('content-length') ?? 0) > MAX_FORM_BYTES) return empty;
  try {
    const form = await request.formData();
    const text = (name: string) => {
      const value = form.get(name);
      return typeof value === 'string' ? value : '';
    };
    return { number: text('number'), dateOfBirth: text('dateOfBirth') };
  } catch {
    return empty;
  }
}

const addressOf = (request: NextRequest) => request.headers.get(CLIENT_ADDRESS_HEADER) ?? 'unknown';

/**
 * 403 for a lookup POSTed from another site's page, before it is read, looked up or counted; undefined
 * for any other request.
 */
export function refuseCrossSiteLookup(request: NextRequest, headers: Headers): Response | undefined {
  if (!isCrossSitePost(request.headers, siteOrigins(getSettings()))) return undefined;
  log.info(`TC lookup: refused, sent from another site, from ${addressOf(request)}`, {
    event: 'tc-lookup-cross-site',
    address: addressOf(request),
  });
  return refusalPage(
    403,
    'Sent from another website',
    'This form was sent to us by another website, so it was not looked up. To verify a transfer certificate, enter its number and the date of birth on this page yourself.',
    TC_LINK,
    headers,
  );
}

/**
 * A POSTed lookup, answered before the page renders: the answer goes to the page in `forwarded` (a request
 * header only the proxy sets), its status and Retry-After onto `headers`.
 */
export async function answerTcLookup(
  request: NextRequest,
  forwarded: Headers,
  headers: Headers,
): Promise<{ status: number }> {
  const address = addressOf(request);
  let answer;
  try {
    answer = await lookUpTransferCertificate(await formFields(request), address);
  } catch (error) {
    log.error(`TC lookup: failed from ${address}: ${(error as Error).message}`);
    throw error;
  }
  forwarded.set(LOOKUP_ANSWER_HEADER, encodeAnswer(answer));
  if (answer.kind === 'rate-limited') headers.set('Retry-After', String(answer.retryAfter));
  return { status: answerStatus(answer) };
}
