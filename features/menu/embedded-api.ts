import { getSettings } from '../../lib/settings';
import { menuBody, socialBody } from './embedded';

/**
 * The spec's calls (§7) answered by the site's own CMS at /api/menu/findall and /api/socialmedia/findall,
 * so a signed-in browser's bearer-token refetch works against it. With an external CMS (CMS_API_URL)
 * that CMS answers them, and these are not found.
 */
export async function answerSpecCall(request: Request, list: 'menu' | 'socialmedia'): Promise<Response> {
  const headers = { 'Cache-Control': 'no-store' };
  const { usesEmbeddedCms, cmsSiteKey } = getSettings();
  if (!usesEmbeddedCms) return Response.json({ status: 'error', message: 'Not found' }, { status: 404, headers });
  const siteKey = new URL(request.url).searchParams.get('url');
  if (siteKey !== cmsSiteKey)
    return Response.json({ status: 'error', message: `Unknown site "${siteKey ?? ''}"` }, { status: 404, headers });
  return Response.json(list === 'menu' ? await menuBody() : await socialBody(), { headers });
}
