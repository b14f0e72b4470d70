import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

// Debian's Chromium: this machine cannot download a browser build, and its network is closed.
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const MOBILE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 900 };

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, args: ARGS });
}

/** A browser with a real profile: Chromium never offers to install a site from an incognito one. */
export async function launchWithProfile(viewport = DESKTOP): Promise<BrowserContext> {
  const profile = await mkdtemp(join(tmpdir(), 'school-chromium-'));
  return chromium.launchPersistentContext(profile, { executablePath: CHROMIUM, args: ARGS, viewport });
}

/** A browser context that never reaches the internet: third-party pages (social networks, the map) get a stub. */
export async function newContext(
  browser: Browser,
  viewport = DESKTOP,
  { javaScriptEnabled = true, deviceScaleFactor = undefined as number | undefined } = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport, javaScriptEnabled, deviceScaleFactor });
  await context.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>External page</title>' }),
  );
  return context;
}

export type Watched = { page: Page; messages: string[] };

/** A page whose console errors, warnings and uncaught exceptions are collected. */
export async function watchedPage(context: BrowserContext): Promise<Watched> {
  const page = await context.newPage();
  const messages: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      messages.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => messages.push(`pageerror: ${error.message}`));
  return { page, messages };
}

export type Navigation = { url: string; at: number };

/**
 * Records the page's document loads (not the router's history updates), to prove a page loaded or
 * reloaded exactly as often as it should.
 */
export function recordNavigations(page: Page): Navigation[] {
  const navigations: Navigation[] = [];
  page.on('domcontentloaded', () => navigations.push({ url: page.url(), at: Date.now() }));
  return navigations;
}
