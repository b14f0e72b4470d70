import { createLocalReq, type CollectionSlug } from 'payload';
import { getCms } from './client.ts';

/**
 * Whether the request with these headers may make (`create`) or replace (`update`) a file in an upload
 * collection, asked by the HTTP server before it reads the upload's body (lib/server-bridge.ts): read
 * first, an anonymous 22 MB upload was taken whole before Payload's own check refused it. Payload decides,
 * as it will again when the upload is read: its auth (the `payload-token` cookie with its CSRF check, a
 * `JWT` or `users API-Key` Authorization header) and the collection's own access rule. A rule that allows
 * with a condition (an account of some schools: the upload must be of one of them, cms/schools.ts) lets
 * the body be read; Payload checks the condition on the write itself.
 */
export async function mayUpload(
  collection: string,
  operation: 'create' | 'update',
  headers: Headers,
): Promise<boolean> {
  const cms = await getCms();
  const { user } = await cms.auth({ headers });
  const config = cms.collections[collection as CollectionSlug]?.config;
  const access = config?.access[operation];
  if (!access) return false;
  const req = await createLocalReq({ user: user ?? undefined }, cms);
  return (await access({ req })) !== false;
}
