import { getCms } from './client.ts';

/**
 * Whether the request with these headers may make (`create`) or replace (`update`) a file in an upload
 * collection, asked by the HTTP server before it reads the upload's body (lib/server-bridge.ts): read
 * first, an anonymous 22 MB upload was taken whole before Payload's own check refused it. Payload decides,
 * as it will again when the upload is read: its auth (the `payload-token` cookie with its CSRF check, a
 * `JWT` or `users API-Key` Authorization header) and the collection's own access rule.
 */
export async function mayUpload(
  collection: string,
  operation: 'create' | 'update',
  headers: Headers,
): Promise<boolean> {
  const cms = await getCms();
  const { permissions } = await cms.auth({ headers });
  return permissions.collections?.[collection]?.[operation] === true;
}
