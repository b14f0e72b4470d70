import { getSettings } from '../../lib/settings.ts';

/**
 * The "forgot password" e-mail: a link to the admin's reset page on SITE_URL (never on whatever Host a
 * request named), which works once and for RESET_LINK_MINUTES. The request is answered the same, and as
 * soon, whether or not the address has an account (forgot-password.ts).
 */
export const RESET_LINK_MINUTES = 30;

function resetLink(token: string): string {
  return `${getSettings().siteUrl ?? ''}/admin/reset/${encodeURIComponent(token)}`;
}

export function resetEmailHtml(args?: { token?: string }): string {
  const link = resetLink(args?.token ?? '');
  return [
    '<!doctype html>',
    '<html><body>',
    '<p>Someone, probably you, asked to reset the password of this account on the school website’s admin.</p>',
    `<p><a href="${link}">Choose a new password</a></p>`,
    `<p>Or open this address: ${link}</p>`,
    `<p>The link works once, for ${RESET_LINK_MINUTES} minutes. If you did not ask, ignore this e-mail: your password stays as it is.</p>`,
    '</body></html>',
  ].join('\n');
}

export const resetEmailSubject = () => 'Reset your password for the school website';
