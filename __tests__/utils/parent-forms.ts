import { yearsSought } from '@/features/messages/rules';
import { istDay } from '@/lib/dates';
import { localePath, splitLocale } from '@/lib/i18n/locales';
import { postFormAndFollow, type Reply } from './form-post';
import type { Site } from './production-server';

/** A person takes at least this long to fill in a form; one sent sooner is taken for a bot's. */
export const HUMAN_DELAY_MS = 3_100;

export const REFERENCE = /\b(?:ENQ|MSG|GRV)-[0-9A-Z]{4}-[0-9A-Z]{4}\b/;

export type ShownForm = { stamp: string; notice: string; shownAt: number };

/** The hidden fields of the form `kind` on the page at `path`, as a visitor's browser loads it. */
export async function showForm(site: Site, path: string, from = '127.0.0.1'): Promise<ShownForm> {
  const html = await (await fetch(`${site.url}${path}`, { headers: { 'X-Forwarded-For': from } })).text();
  const hidden = (name: string) => new RegExp(`name="${name}" value="([^"]*)"`).exec(html)?.[1];
  const stamp = hidden('stamp');
  const notice = hidden('notice');
  if (!stamp || !notice) throw new Error(`${path} shows no parents' form`);
  return { stamp, notice, shownAt: Date.now() };
}

/**
 * A parent's form sent as a browser without JavaScript sends it: the page is loaded, a person's few
 * seconds pass (unless the form was `shown` long enough ago), and the fields go back with the hidden ones.
 */
export async function sendForm(
  site: Site,
  path: string,
  kind: 'enquiry' | 'contact' | 'grievance',
  fields: Record<string, string>,
  options: { from?: string; shown?: ShownForm; headers?: Record<string, string> } = {},
): Promise<Reply & { reference: string | undefined }> {
  const shown = options.shown ?? (await showForm(site, path, options.from));
  const wait = shown.shownAt + HUMAN_DELAY_MS - Date.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  const reply = await postParentForm(
    site,
    path,
    { form: kind, stamp: shown.stamp, notice: shown.notice, website: '', ...fields },
    options.from,
    options.headers,
  );
  return { ...reply, reference: reply.status === 200 ? REFERENCE.exec(reply.body)?.[0] : undefined };
}

/** Where the page at `path` (`/contact`, `/hi/contact`) POSTs its parent's form: `/hi/forms/…` from a Hindi page. */
export function parentFormAction(path: string): string {
  const { locale, path: page } = splitLocale(path);
  return `${localePath(locale, '/forms/message')}?page=${encodeURIComponent(page)}`;
}

/**
 * A parent's form's fields as its page sends them: to the forms' route, naming the page at `path`, and
 * the page the answer redirects to, as the browser loads it.
 */
export function postParentForm(
  site: Site,
  path: string,
  fields: Record<string, string>,
  from?: string,
  headers?: Record<string, string>,
): Promise<Reply> {
  return postFormAndFollow(`${site.url}${parentFormAction(path)}`, fields, from, headers);
}

type LookupPath = '/withdraw' | '/grievance/status';

/**
 * A withdrawal (/withdraw) or a grievance's status (/grievance/status), or either in Hindi (/hi/…), as its
 * page sends it, and the page it ends on.
 */
export function lookUpMessage(
  site: Site,
  path: LookupPath | `/hi${LookupPath}`,
  fields: { reference: string; contact: string },
  from?: string,
): Promise<Reply> {
  const { locale, path: page } = splitLocale(path);
  const action = page === '/withdraw' ? '/forms/withdraw' : '/forms/grievance-status';
  return postFormAndFollow(`${site.url}${localePath(locale, action)}`, fields, from);
}

/** A TC lookup as the verification page (in Hindi with `hindi`) sends it, and the page it ends on. */
export function lookUpTc(
  siteUrl: string,
  fields: { number: string; dateOfBirth: string },
  from?: string,
  headers?: Record<string, string>,
  hindi = false,
): Promise<Reply> {
  const action = localePath(hindi ? 'hi' : 'en', '/forms/transfer-certificate');
  return postFormAndFollow(`${siteUrl}${action}`, fields, from, headers);
}

/** Good answers for each form, for tests that need one stored (the enquiry is for next academic year). */
export const GOOD = {
  enquiry: {
    name: 'Asha Verma',
    mobile: '98100 45678',
    email: 'asha@example.com',
    classSought: 'I',
    yearSought: yearsSought(istDay(Date.now()))[1]!,
    childFirstName: 'Riya',
    message: 'We are moving to Dwarka in April.',
    consent: 'yes',
  },
  contact: {
    name: 'Ravi Kumar',
    email: 'ravi@example.com',
    mobile: '',
    topic: 'fees',
    message: 'When are fees due?',
    consent: 'yes',
  },
  grievance: {
    name: 'Meena Rao',
    email: '',
    mobile: '+91 99999 12345',
    category: 'transport',
    message: 'The bus was late every day this week.',
    consent: 'yes',
  },
} as const;
