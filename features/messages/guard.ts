import { siteOrigins } from '../../cms/origins.ts';
import { isCrossSitePost } from '../../lib/cross-site.ts';
import { log } from '../../lib/log.ts';
import { refusalPage } from '../../lib/refusal-page.ts';
import type { RouteDecision, RouteGuard } from '../../lib/route-guard.ts';
import { NOINDEX } from '../../lib/security-headers.ts';
import { CLIENT_ADDRESS_HEADER } from '../../lib/server-bridge.ts';
import { getSettings } from '../../lib/settings.ts';
import { answerStatus, encodeAnswer, LOOKUP_ANSWER_HEADER, lookupStatus, MESSAGE_ANSWER_HEADER } from './answer.ts';
import { lookUpMessage } from './lookup.ts';
import { formFields, receiveMessage } from './receive.ts';
import { GRIEVANCE_PATH, isFormKind, STATUS_PATH, WITHDRAW_PATH, type FormKind } from './rules.ts';

/** Whether the page at `pathname` shows `kind`'s form (the pages feature knows its bodies; route-guards.ts passes it in). */
export type ShowsForm = (pathname: string, kind: FormKind, notBefore: number) => Promise<boolean>;

const PRIVATE = { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': NOINDEX };
const LOOKUP_PATHS: Record<string, 'withdraw' | 'status'> = { [WITHDRAW_PATH]: 'withdraw', [STATUS_PATH]: 'status' };

const withSlash = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname);

/**
 * Parents' forms are plain POSTs to the page that shows them, answered here before it renders (no
 * JavaScript needed): the page shows the answer passed on in a header, with its status (200, 400, 429, 503).
 * A POST sent by another site's page is refused whole (403) before it is read or counted. Asked after the
 * menu's guard, so a form is only received on a page the menu publishes.
 */
export function messagesGuard(showsForm: ShowsForm): RouteGuard {
  return {
    internalHeaders: [MESSAGE_ANSWER_HEADER, LOOKUP_ANSWER_HEADER],
    async decide({ request, pathname, headers, forwarded, requestStart }): Promise<RouteDecision | undefined> {
      const path = withSlash(pathname);
      const lookup = LOOKUP_PATHS[path];
      // A withdrawal or a status is about one person's message: never indexed, never kept by any cache.
      if (lookup) for (const [name, value] of Object.entries(PRIVATE)) headers.set(name, value);
      if (request.method !== 'POST') return undefined;
      // Only these paths take a form: the look-ups, the grievance page and a page of the menu (`/admissions`).
      if (!lookup && path !== GRIEVANCE_PATH && path.includes('/', 1)) return undefined;
      // Whatever the answer, a POST's page is this visitor's alone.
      for (const [name, value] of Object.entries(PRIVATE)) headers.set(name, value);
      if (isCrossSitePost(request.headers, siteOrigins(getSettings()))) {
        log.info('[messages] a form sent from another site was refused');
        return { kind: 'response', response: crossSiteRefusal(path, headers) };
      }
      const fields = await formFields(request);
      const kind = fields.form;
      const address = request.headers.get(CLIENT_ADDRESS_HEADER) ?? 'unknown';
      try {
        if (lookup) {
          const answer = await lookUpMessage(
            lookup,
            { reference: fields.reference ?? '', contact: fields.contact ?? '' },
            address,
          );
          forwarded.set(LOOKUP_ANSWER_HEADER, encodeAnswer(answer));
          if (answer.kind === 'rate-limited') headers.set('Retry-After', String(answer.retryAfter));
          return { kind: 'page', status: lookupStatus(answer) };
        }
        if (!isFormKind(kind)) return undefined;
        const shown =
          path === GRIEVANCE_PATH ? kind === 'grievance' : await showsForm(path.slice(1), kind, requestStart);
        if (!shown) return undefined;
        const answer = await receiveMessage(kind, fields, address, requestStart);
        forwarded.set(MESSAGE_ANSWER_HEADER, encodeAnswer(answer));
        if (answer.kind === 'not-sent') headers.set('Retry-After', String(answer.retryAfter));
        return { kind: 'page', status: answerStatus(answer) };
      } catch (error) {
        log.error(`[messages] a form could not be answered: ${(error as Error).name}`);
        return { kind: 'unavailable' };
      }
    },
  };
}

// `path` is the request's, percent-encoded: it holds no quote or angle bracket to break out of the link.
function crossSiteRefusal(path: string, headers: Headers): Response {
  return refusalPage(
    403,
    'Sent from another website',
    'This form was sent to us by another website, so nothing was sent or looked up. Please fill in the form on our own page.',
    { href: path, label: 'Go to the form' },
    headers,
  );
}
