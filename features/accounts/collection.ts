import {
  Forbidden,
  type CollectionBeforeChangeHook,
  type CollectionBeforeOperationHook,
  type CollectionConfig,
  type PayloadRequest,
} from 'payload';
import { isAdmin, isAdminField, isAdminOrSelf, isGroupAdminUser } from '../../cms/access/index.ts';
import { getSettings } from '../../lib/settings.ts';
import { forgotPassword } from './forgot-password.ts';
import { RESET_LINK_MINUTES } from './reset-email.ts';
import { limitSignIn, refundSignIn } from './sign-in-limits.ts';

export const ROLES = ['group-admin', 'admin', 'editor'] as const;
export type Role = (typeof ROLES)[number];

/** Set by `npm run users` (scripts/users.ts), the one way an account is made without signing in as an admin. */
export const USERS_COMMAND_CONTEXT = 'school-site:users-command';

// Payload lets anyone create the first account while the table is empty (its "create first user" screen
// and POST /api/users/first-register); a visitor must never become the school's first admin.
const refuseAnonymousCreate: CollectionBeforeOperationHook = ({ args, context, operation, req }) => {
  if (operation === 'create' && !req.user && context[USERS_COMMAND_CONTEXT] !== true) throw new Forbidden(req.t);
  return args;
};

const idOf = (value: unknown) => (value && typeof value === 'object' ? (value as { id: unknown }).id : value);
const schoolsIn = (rows: unknown) =>
  (Array.isArray(rows) ? rows : []).map((row) => idOf((row as { school?: unknown }).school));

/**
 * A school's admin works in its own schools only, and so does every account it makes: an account it
 * makes without a school is of its first, and it can name no other. A group admin names any.
 */
const keepToOwnSchools: CollectionBeforeChangeHook = ({ data, operation, req }) => {
  const user = req.user as { schools?: unknown } | null;
  if (!user || isGroupAdminUser(user) || req.context[USERS_COMMAND_CONTEXT] === true) return data;
  const own = schoolsIn(user.schools);
  if (operation === 'create' && schoolsIn(data.schools).length === 0 && own[0] !== undefined)
    return { ...data, schools: [{ school: own[0] }] };
  if ('schools' in data && schoolsIn(data.schools).some((school) => !own.includes(school))) throw new Forbidden(req.t);
  return data;
};

export const Users: CollectionConfig = {
  slug: 'users',
  labels: { singular: 'Account', plural: 'Accounts' },
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['email', 'name', 'role'],
    description: 'Who can sign in to edit the site. Admins manage accounts; editors edit content only.',
    group: 'Settings',
  },
  auth: {
    // No lock per account: anyone could keep one shut. Failures are limited per address (sign-in-limits.ts).
    maxLoginAttempts: 0,
    tokenExpiration: 8 * 60 * 60,
    // The reset link's life; the request and its e-mail are forgot-password.ts's.
    forgotPassword: { expiration: RESET_LINK_MINUTES * 60 * 1000 },
    // HttpOnly is Payload's default; Secure whenever the site is served over HTTPS.
    cookies: { sameSite: 'Lax', secure: getSettings().siteUrl?.startsWith('https://') ?? false },
  },
  endpoints: [forgotPassword],
  access: {
    read: isAdminOrSelf,
    create: isAdmin,
    update: isAdminOrSelf,
    delete: isAdmin,
    // Payload's default lets any signed-in account unlock any other, the admin's too.
    unlock: isAdmin,
    admin: ({ req }) => Boolean(req.user),
  },
  hooks: {
    beforeOperation: [refuseAnonymousCreate, limitSignIn],
    beforeChange: [keepToOwnSchools],
    afterLogin: [refundSignIn],
  },
  fields: [
    { name: 'name', type: 'text', admin: { description: 'Shown in the history of changes, e.g. "Anita (office)".' } },
    {
      name: 'role',
      type: 'select',
      required: true,
      defaultValue: 'editor',
      options: [
        { label: 'Group admin: adds and removes schools, and works in every one', value: 'group-admin' },
        { label: 'Admin: manages its schools’ accounts and edits everything there', value: 'admin' },
        { label: 'Editor: edits pages, documents and the school’s details', value: 'editor' },
      ],
      saveToJWT: true,
      access: { create: isAdminField, update: isAdminField },
      // A school's admin manages its accounts; only a group admin makes another, or `npm run users`.
      validate: (value: unknown, { req }: { req: PayloadRequest }) =>
        value !== 'group-admin' ||
        isGroupAdminUser(req.user) ||
        req.context[USERS_COMMAND_CONTEXT] === true ||
        'Only a group admin can make a group admin.',
      admin: { description: 'Only an admin can change a role.' },
    },
    {
      name: 'readsMessages',
      label: 'Reads messages from parents',
      type: 'checkbox',
      defaultValue: false,
      saveToJWT: true,
      access: { create: isAdminField, update: isAdminField },
      admin: {
        description:
          'Admission enquiries, contact messages and grievances hold parents’ numbers: an editor reads them only when an admin ticks this. Admins always can.',
      },
    },
  ],
};
