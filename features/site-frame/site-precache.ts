import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * What the offline worker precaches: the site's own build files, never the CMS admin's. The build holds
 * both (about 1 MB more for the admin), and a visitor's first visit must not download the admin.
 *
 * The site's files are found from the build itself: the chunks the site's routes name in their client
 * manifests and the framework's root chunks, then every chunk those load, followed through the chunk
 * names written in their code (the lazily loaded Drawer and notification among them).
 */

const BUILD_FILE = /static\/(?:chunks|media)\/[A-Za-z0-9_.-]+\.[a-z0-9]+/g;
// The route groups whose pages visitors load; (payload) is the admin's.
const SITE_ROUTES = ['(site)', '(bench)', '_not-found'];

function clientManifests(dir: string): string[] {
  let entries: string[];
  try {
    entries = readdirSync(dir);
  } catch {
    return [];
  }
  return entries.flatMap((entry) => {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) return clientManifests(path);
    return entry.endsWith('_client-reference-manifest.js') ? [path] : [];
  });
}

const buildFilesIn = (text: string) => text.match(BUILD_FILE) ?? [];

/** Every build file (`static/chunks/…`, `static/media/…`) a visitor's pages can load. */
function siteBuildFiles(distDir: string): Set<string> {
  const manifest = JSON.parse(readFileSync(join(distDir, 'build-manifest.json'), 'utf8')) as {
    rootMainFiles: string[];
  };
  const queue = [...manifest.rootMainFiles];
  for (const group of SITE_ROUTES) {
    for (const file of clientManifests(join(distDir, 'server', 'app', group)))
      queue.push(...buildFilesIn(readFileSync(file, 'utf8')));
  }
  const reached = new Set<string>();
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (reached.has(file)) continue;
    reached.add(file);
    if (!file.endsWith('.js') && !file.endsWith('.css')) continue;
    try {
      queue.push(...buildFilesIn(readFileSync(join(distDir, file), 'utf8')));
    } catch {
      // A name that only looks like a build file.
    }
  }
  return reached;
}

// The social-preview image is fetched by link previewers, never by a page: precaching it cost every
// visitor's first visit 315 kB after the page loaded. The Hindi pages' font is theirs alone (an English
// visitor must never download it): a Hindi page loads it, and the page's own cache keeps it.
const NOT_FOR_VISITORS = /\/og-image\.png$|\/static\/fonts\//;

/** A Serwist manifest transform keeping public/ files (but the social-preview image) and the site's own build files. */
export function onlySiteFiles(distDir: string) {
  return async <Entry extends { url: string }>(
    entries: Entry[],
  ): Promise<{ manifest: Entry[]; warnings: string[] }> => {
    const site = siteBuildFiles(distDir);
    const manifest = entries.filter((entry) => {
      if (NOT_FOR_VISITORS.test(entry.url)) return false;
      const buildFile = /(static\/(?:chunks|media)\/.+)$/.exec(entry.url)?.[1];
      return buildFile === undefined || site.has(buildFile);
    });
    return { manifest, warnings: [] };
  };
}
