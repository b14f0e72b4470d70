import { getTenantFromCookie, getUserTenantIDs } from '@payloadcms/plugin-multi-tenant/utilities';
import type { Payload, PayloadRequest } from 'payload';
import { isGroupAdminUser } from './access/index.ts';

const ARRAY = { tenantsArrayFieldName: 'schools', tenantsArrayTenantFieldName: 'school' };

/**
 * The school the admin works in: the one its school selector shows (the plugin's `payload-tenant`
 * cookie) when the account may work there, else its first school (a group admin's: the first of all).
 * Undefined for an account of no school.
 */
export async function adminSchool(
  payload: Payload,
  user: PayloadRequest['user'],
  headers: Headers,
): Promise<number | undefined> {
  if (!user) return undefined;
  const selected = getTenantFromCookie(headers, 'number');
  const mine = getUserTenantIDs<number>(user, ARRAY);
  if (isGroupAdminUser(user)) {
    if (typeof selected === 'number') return selected;
    const { docs } = await payload.find({
      collection: 'schools',
      sort: 'id',
      limit: 1,
      depth: 0,
      overrideAccess: true,
    });
    return docs[0]?.id;
  }
  return typeof selected === 'number' && mine.includes(selected) ? selected : mine[0];
}
