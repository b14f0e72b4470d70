import { now } from '../../lib/request-clock/fresh-call';
import { parseMenuBody, parseSocialBody, type Parsed } from './schemas';
import type { MenuEntry, SocialLink } from './types';

/**
 * The menu and social links from the site's own CMS, read in process through Payload's local API (never
 * over HTTP to this server), in the spec's shapes, so they pass the same validation as an external CMS's.
 */

// Loaded on first use: a site whose menu comes from an external CMS reads none of it this way.
const cms = () => import('../../cms/change-stamp');
const getCms = async () => (await import('../../cms/client')).getCms();

// Read again only once an editor has published something since (see cms/change-stamp.ts).
export async function menuBody(): Promise<unknown> {
  return (await cms()).readUnlessUnchanged('menu', now(), async () => {
    const { docs } = await (
      await getCms()
    ).find({ collection: 'menu', pagination: false, depth: 0, sort: 'position', overrideAccess: false });
    return {
      status: 'success',
      data: docs.map(({ id, title, url, active, position }) => ({
        id: String(id),
        title,
        url,
        active: active ?? false,
        position,
      })),
    };
  });
}

export async function socialBody(): Promise<unknown> {
  return (await cms()).readUnlessUnchanged('social', now(), async () => {
    const { docs } = await (
      await getCms()
    ).find({ collection: 'social', pagination: false, depth: 0, sort: 'createdAt', overrideAccess: false });
    return { data: docs.map(({ title, url }) => ({ title, url })) };
  });
}

export async function readEmbeddedMenu(): Promise<Parsed<MenuEntry>> {
  return parseMenuBody(await menuBody());
}

export async function readEmbeddedSocialLinks(): Promise<Parsed<SocialLink>> {
  return parseSocialBody(await socialBody());
}
