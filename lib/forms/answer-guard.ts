import { PRIVATE } from '../refusal-page.ts';
import type { RouteGuard } from '../route-guard.ts';
import { clearedCookie, formAnswerCookieNames } from './form-answer.ts';

/**
 * A page shown with a form's answer (lib/forms/form-answer.ts) is this visitor's alone: never indexed, never
 * kept by any cache (the page cache and the offline worker leave it out too), and its answer cookie is
 * cleared as the page reads it, so a reload shows the page as anyone sees it.
 */
export const formAnswerGuard: RouteGuard = {
  decide({ request, headers }) {
    const names = formAnswerCookieNames(request.headers.get('cookie'));
    if (names.length === 0) return undefined;
    for (const [name, value] of Object.entries(PRIVATE)) headers.set(name, value);
    // Cleared on the path the browser asked for (`/hi/contact`), where the answer was set, not the English
    // path the proxy hands the guards.
    const asked = request.nextUrl.pathname;
    for (const name of names) headers.append('Set-Cookie', clearedCookie(name, asked));
    return undefined;
  },
};
