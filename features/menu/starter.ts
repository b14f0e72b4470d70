import { readFileSync } from 'node:fs';
import type { Payload, RequiredDataFromCollectionSlug } from 'payload';
import { saving, type Created } from '../../cms/starter-import.ts';

const FILE = 'content/navigation.json';

/** navigation.json as written; the CMS checks each entry when it is saved. */
type Navigation = {
  menu: Pick<RequiredDataFromCollectionSlug<'menu'>, 'title' | 'url' | 'active' | 'position'>[];
  socialmedia: Pick<RequiredDataFromCollectionSlug<'social'>, 'title' | 'url'>[];
};

/** The menu's links and the social links of `navigation.json`. */
export async function importNavigation(payload: Payload, listsFile: string, created: Created): Promise<void> {
  const lists = JSON.parse(readFileSync(listsFile, 'utf8')) as Navigation;
  for (const { title, url, active, position } of lists.menu) {
    const doc = await saving(FILE, () =>
      payload.create({ collection: 'menu', data: { title, url, active, position } }),
    );
    created.push({ collection: 'menu', id: doc.id });
  }
  for (const link of lists.socialmedia) {
    const doc = await saving(FILE, () =>
      payload.create({ collection: 'social', data: { title: link.title, url: link.url } }),
    );
    created.push({ collection: 'social', id: doc.id });
  }
}
