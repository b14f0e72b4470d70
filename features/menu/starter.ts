import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Payload, RequiredDataFromCollectionSlug } from 'payload';
import { HINDI, keepsHindi, saving, StarterContentError, type Created } from '../../cms/starter-import.ts';

const FILE = 'content/navigation.json';
// The menu's titles in Hindi, by each entry's url: navigation.json stays the spec's format.
const HINDI_FILE = 'navigation.hi.json';

/** navigation.json as written; the CMS checks each entry when it is saved. */
type Navigation = {
  menu: Pick<RequiredDataFromCollectionSlug<'menu'>, 'title' | 'url' | 'active' | 'position'>[];
  socialmedia: Pick<RequiredDataFromCollectionSlug<'social'>, 'title' | 'url'>[];
};

/** `navigation.hi.json` beside the lists file: `{ "menu": { "about-us": "हमारे बारे में", … } }`, if there is one. */
function readMenuHindi(listsFile: string): Record<string, string> {
  let source: string;
  try {
    source = readFileSync(join(dirname(listsFile), HINDI_FILE), 'utf8');
  } catch {
    return {};
  }
  let menu: unknown;
  try {
    menu = (JSON.parse(source) as { menu?: unknown }).menu;
  } catch (error) {
    throw new StarterContentError(`content/${HINDI_FILE}: ${(error as Error).message}`);
  }
  const titles = typeof menu === 'object' && menu !== null ? Object.entries(menu) : [];
  if (!titles.every(([, title]) => typeof title === 'string'))
    throw new StarterContentError(`content/${HINDI_FILE}: menu: expected { "url": "Hindi title", … }`);
  return Object.fromEntries(titles);
}

/** The menu's links and the social links of `navigation.json`, the menu's titles in Hindi too. */
export async function importNavigation(payload: Payload, listsFile: string, created: Created): Promise<void> {
  const lists = JSON.parse(readFileSync(listsFile, 'utf8')) as Navigation;
  const hindi = keepsHindi(payload) ? readMenuHindi(listsFile) : {};
  for (const { title, url, active, position } of lists.menu) {
    const doc = await saving(FILE, () =>
      payload.create({ collection: 'menu', data: { title, url, active, position } }),
    );
    created.push({ collection: 'menu', id: doc.id });
    const hindiTitle = hindi[url];
    if (hindiTitle)
      await saving(`content/${HINDI_FILE}`, () =>
        payload.update({ collection: 'menu', id: doc.id, locale: HINDI, data: { title: hindiTitle } }),
      );
  }
  for (const link of lists.socialmedia) {
    const doc = await saving(FILE, () =>
      payload.create({ collection: 'social', data: { title: link.title, url: link.url } }),
    );
    created.push({ collection: 'social', id: doc.id });
  }
}
