import { multiTenantPlugin } from '@payloadcms/plugin-multi-tenant';
import {
  ValidationError,
  type AccessArgs,
  type AccessResult,
  type CollectionBeforeValidateHook,
  type PayloadRequest,
  type Plugin,
  type Where,
} from 'payload';
import { isAdminField, isGroupAdminUser } from './access/index.ts';
import { ONE_PER_SCHOOL, schoolOf } from './school-scope.ts';

/**
 * Every school's content is its own: Payload's multi-tenant plugin gives each scoped collection a
 * `school` field (a relationship to `schools`), fills it from the admin's school selector, and limits
 * every account's reads and writes to the schools in its `schools` list; a group admin works in all.
 * The four that were globals (the school's details, the alert, the disclosure, the message settings)
 * are one document a school (`isGlobal`: the admin opens that document, not a list).
 *
 * The plugin stops at the CMS: the public site is this module's. A visitor's request is for the school
 * its host names (the request context, lib/server-bridge.ts), and a read made as a visitor (no account,
 * access not overridden: every read of what the site shows) sees that school's documents alone, so no
 * reader can forget to ask for it. A document made during a request is that school's; a command or a job
 * names its school in `req.context.school`.
 */
const SCOPED_COLLECTIONS = [
  'pages',
  'notices',
  'events',
  'documents',
  'images',
  'albums',
  'book-lists',
  'annual-reports',
  'transfer-certificates',
  'transfer-certificate-scans',
  'transfer-certificate-imports',
  'transfer-certificate-lookups',
  'menu',
  'social',
  'messages',
  'privacy-notices',
  'message-withdrawals',
  'alert-subscriptions',
  'alert-deliveries',
] as const;

type AccessResultOverride = (args: { accessKey: string; accessResult: AccessResult } & AccessArgs) => AccessResult;

const visitorsSeeTheirSchool: AccessResultOverride = ({ accessKey, accessResult, req }) => {
  if (req.user || accessKey !== 'read' || accessResult === false) return accessResult;
  const school = schoolOf(req);
  // Outside a request and unnamed (a test's local call): nothing to narrow to.
  if (school === undefined) return accessResult;
  const mine: Where = { school: { equals: school } };
  return accessResult === true ? mine : { and: [accessResult, mine] };
};

// A relationship's id as text, whether saved (the id) or read (the document); '' for none.
const idOf = (value: unknown): string => {
  const id = value && typeof value === 'object' ? (value as { id: unknown }).id : value;
  return typeof id === 'number' || typeof id === 'string' ? String(id) : '';
};

/**
 * A document stays in the school it was made in (Payload's plugin lets an editor of two schools move one,
 * its issue 13081): a page moved by a slip would vanish from one school's site and appear on another's.
 */
const staysInItsSchool: CollectionBeforeValidateHook = ({ data, originalDoc, req, collection }) => {
  const before = idOf((originalDoc as { school?: unknown } | undefined)?.school);
  if (!data || !('school' in data) || before === '') return data;
  if (idOf(data.school) === before) return data;
  throw new ValidationError(
    {
      collection: collection.slug,
      errors: [{ path: 'school', message: 'A document stays in its school: make a new one in the other school.' }],
    },
    req.t,
  );
};

const keepDocumentsInTheirSchools: Plugin = (config) => ({
  ...config,
  collections: (config.collections ?? []).map((collection) =>
    [...SCOPED_COLLECTIONS, ...ONE_PER_SCHOOL].includes(collection.slug as never)
      ? {
          ...collection,
          hooks: {
            ...collection.hooks,
            beforeValidate: [...(collection.hooks?.beforeValidate ?? []), staysInItsSchool],
          },
        }
      : collection,
  ),
});

const tenancy: Plugin = multiTenantPlugin({
  tenantsSlug: 'schools',
  tenantField: {
    name: 'school',
    // Payload's default reads the admin's selector cookie; a parent's form, a command or a job has none.
    defaultValue: ({ req }: { req: PayloadRequest }) => schoolOf(req) ?? null,
  },
  tenantsArrayField: {
    arrayFieldName: 'schools',
    arrayTenantFieldName: 'school',
    // A school's admin gives its office accounts: only among its own schools (features/accounts/collection.ts).
    arrayFieldAccess: { create: isAdminField, update: isAdminField },
  },
  userHasAccessToAllTenants: isGroupAdminUser,
  // A school's removal removes what it has before the school itself (features/schools/collection.ts):
  // the plugin's clean-up runs after, when the database has already refused the school's deletion.
  cleanupAfterTenantDelete: false,
  collections: Object.fromEntries([
    ...SCOPED_COLLECTIONS.map((slug): [string, object] => [slug, { accessResultOverride: visitorsSeeTheirSchool }]),
    ...ONE_PER_SCHOOL.map((slug): [string, object] => [
      slug,
      { isGlobal: true, accessResultOverride: visitorsSeeTheirSchool },
    ]),
  ]),
});

/** The plugin, then the guard that no document changes school. */
export const schoolsPlugin: Plugin = async (config) => keepDocumentsInTheirSchools(await tenancy(config));
