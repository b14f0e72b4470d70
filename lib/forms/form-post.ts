import { forwardedScheme } from '../forwarded-origin.ts';
import { PRIVATE } from '../refusal-page.ts';
import { formAnswerCookies, sealFormAnswer } from './form-answer.ts';

/**
 * A POSTed form's text fields (the first of each name); none for a body over `maxBytes` or not a form.
 * The form's route handler reads the body, so the proxy never does.
 */
export async function postedFields(request: Request, maxBytes: number): Promise<Record<string, string>> {
  if (Number(request.headers.get('content-length') ?? 0) > maxBytes) return {};
  try {
    const form = await request.formData();
    const fields: Record<string, string> = {};
    for (const [name, value] of form) if (typeof value === 'string' && !(name in fields)) fields[name] = value;
    return fields;
  } catch {
    return {};
  }
}

/**
 * The answer to a form: 303 to the page that shows it (`location`, a path of this site), the answer
 * sealed in a cookie for that page, and with its address (lib/forms/form-answer.ts). Never cached, never indexed.
 */
export function seeAnswer(
  request: Request,
  key: Buffer,
  cookie: { name: string; path: string; answer: unknown },
  location: string,
): Response {
  const https =
    new URL(request.url).protocol === 'https:' || forwardedScheme(request.headers.get('x-forwarded-proto')) === 'https';
  const headers = new Headers({ ...PRIVATE, Location: location });
  const sealed = sealFormAnswer(key, cookie.answer, cookie.path, Date.now());
  for (const value of formAnswerCookies(cookie.name, sealed, cookie.path, https)) headers.append('Set-Cookie', value);
  return new Response(null, { status: 303, headers });
}
