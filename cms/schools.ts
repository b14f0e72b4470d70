import { multiTenantPlugin } from '@payloadcms/plugin-multi-tenant';
import type { Plugin } from 'payload';
import { isGroupAdminUser } from './access/index.ts';

/**
 * Every school's content is its own: Payload's multi-tenant plugin gives each scoped collection a
 * `school` field (a relationship to `schools`), fills it from the admin's school selector, and limits
 * every account's reads and writes to the schools in its `schools` list; a group admin works in all.
 * The four that were globals (the school's details, the alert, the disclosure, the message settings)
 * are one document per school (`isGlobal`: the admin opens that document, not a list).
 *
 * The plugin stops at the CMS. Which school a visitor's request is for is the request context's
 * (lib/server-bridge.ts), chosen by its host, and every read of the public site names it.
 */
export const SCOPED_COLLECTIONS = [
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
] as const;

export const ONE_PER_SCHOOL = ['school', 'alert', 'disclosure', 'message-settings'] as const;

export const schoolsPlugin: Plugin = multiTenantPlugin({
  tenantsSlug: 'schools',
  tenantField: { name: 'school' },
  tenantsArrayField: { arrayFieldName: 'schools', arrayTenantFieldName: 'school' },
  userHasAccessToAllTenants: isGroupAdminUser,
  collections: Object.fromEntries([
    ...SCOPED_COLLECTIONS.map((slug) => [slug, {}]),
    ...ONE_PER_SCHOOL.map((slug) => [slug, { isGlobal: true }]),
  ]),
});
