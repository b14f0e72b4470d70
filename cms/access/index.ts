import type { Access, FieldAccess } from 'payload';

/**
 * Who may do what, as small named rules (Payload's own access control; every refusal is a 403 from
 * Payload). Three roles: `group-admin` adds and removes schools and works in every one; `admin` manages
 * its schools' accounts and everything else there; `editor` edits content only. Which schools an account
 * works in is Payload's multi-tenant plugin's (cms/schools.ts): these rules never widen that.
 */

type WithRole = { role?: string | null } | null | undefined;

const role = (user: unknown) => (user as WithRole)?.role;

/** A group's admin: every school, and the schools themselves. */
export const isGroupAdminUser = (user: unknown) => role(user) === 'group-admin';

export const isGroupAdmin: Access = ({ req }) => isGroupAdminUser(req.user);

const managesAccounts = (user: unknown) => role(user) === 'admin' || isGroupAdminUser(user);

export const isAdmin: Access = ({ req }) => managesAccounts(req.user);

export const isAdminField: FieldAccess = ({ req }) => managesAccounts(req.user);

/** Any signed-in account (an editor or an admin). */
export const isSignedIn: Access = ({ req }) => Boolean(req.user);

/** A field only staff read: what the office and the mail use, never what a page shows. */
export const isSignedInField: FieldAccess = ({ req }) => Boolean(req.user);

export const anyone: Access = () => true;

/** Visitors read published versions only; signed-in staff also read drafts. */
export const publishedOrSignedIn: Access = ({ req }) => (req.user ? true : { _status: { equals: 'published' } });

/**
 * Uploaded documents and images: staff read every one. A visitor reads only a file something published
 * shows (`public`, kept by cms/public-files), and only as the file itself or through the site's own pages
 * (the local API): never as a list or a record over the REST API, which would name the files of drafts.
 */
export const publicFileOrSignedIn: Access = ({ req, isReadingStaticFile }) => {
  if (req.user) return true;
  return isReadingStaticFile || req.payloadAPI === 'local' ? { public: { equals: true } } : false;
};

/** An admin, or the account itself (an editor changes their own password, never anyone else's). */
export const isAdminOrSelf: Access = ({ req }) => {
  if (managesAccounts(req.user)) return true;
  return req.user ? { id: { equals: req.user.id } } : false;
};
