/**
 * One small adapter over three drivers (Playwright for Chromium, puppeteer-core over WebDriver BiDi for
 * Firefox, selenium-webdriver for WebKitGTK), so each visitor journey is written once.
 */
export type EngineName = 'chromium' | 'firefox' | 'webkit';
export type Role = 'button' | 'link' | 'dialog' | 'navigation' | 'heading';
/** A control found as a person finds it: its role and accessible name, optionally inside a named navigation. */
export type Target = { role: Role; name: string; inNav?: string };

/** `scale`: the device pixel ratio, where the driver can set it (not WebKitGTK's window: 1). */
export type EngineOptions = {
  width: number;
  height: number;
  proxy: { host: string; port: number };
  cpuSlowdown?: number;
  scale?: number;
  /** false: the page's scripts do not run (a visitor with JavaScript off), where the driver can switch them off. */
  javaScript?: boolean;
};

export interface EnginePage {
  goto(url: string): Promise<void>;
  /** Clicks the visible element `target` names, with the driver's own pointer input. */
  click(target: Target): Promise<void>;
  press(key: 'Escape'): Promise<void>;
  /** Types `text` with the driver's keyboard into the text field or area labelled `label`, replacing what it held. */
  type(label: string, text: string): Promise<void>;
  /** Chooses the option shown as `option` in the drop-down list labelled `label`. */
  choose(label: string, option: string): Promise<void>;
  /** Clicks the checkbox labelled `label`. */
  tick(label: string): Promise<void>;
  /** Whether the page's own scripts run (false where the page was opened with `javaScript: false` and the driver can). */
  scriptsRun: boolean;
  back(): Promise<void>;
  evaluate<T, A = undefined>(fn: (arg: A) => T, arg?: A): Promise<T>;
  /** A full-page PNG. */
  screenshot(path: string): Promise<void>;
  /** Switches the browser's network off, where its driver can; without it the site proxy plays offline. */
  setOffline?: (offline: boolean) => Promise<void>;
  /** What the browser itself logged as an error (not only what page scripts logged), where the driver reports it. */
  nativeErrors(): string[];
  close(): Promise<void>;
}

export interface Engine {
  name: EngineName;
  /** The narrowest window the engine can have (WebKitGTK: 447 px). */
  minWidth: number;
  /** Whether `open` can switch a page's scripts off (`javaScript: false`). */
  disablesJavaScript: boolean;
  open(options: EngineOptions): Promise<EnginePage>;
  close(): Promise<void>;
}

export const TARGET_ATTRIBUTE = 'data-engine-target';

/** Runs in the page: marks the visible element that `target` names, for the driver to click by selector. */
export function markTarget({ role, name, inNav, mark }: Target & { mark: string }): boolean {
  const selectors: Record<Role, string> = {
    button: 'button, [role="button"]',
    link: 'a[href]',
    dialog: '[role="dialog"], dialog',
    navigation: 'nav, [role="navigation"]',
    heading: 'h1, h2, h3, h4, h5, h6',
  };
  const label = (element: Element) => {
    const by = element.getAttribute('aria-labelledby');
    return (
      element.getAttribute('aria-label') ??
      (by ? document.getElementById(by)?.textContent : null) ??
      element.textContent ??
      ''
    ).trim();
  };
  const scope = inNav ? [...document.querySelectorAll('nav')].find((nav) => label(nav) === inNav) : document;
  const found = [...(scope?.querySelectorAll(selectors[role]) ?? [])].find(
    (element) => label(element) === name && element.getClientRects().length > 0,
  );
  found?.setAttribute('data-engine-target', mark);
  return Boolean(found);
}

/**
 * Runs in the page: marks the visible form control whose label reads `label` (or `label (optional)`, in
 * Hindi `label (वैकल्पिक)`), found
 * through the label as a person finds it.
 */
export function markField({ label, mark }: { label: string; mark: string }): boolean {
  const found = [...document.querySelectorAll('label')]
    .filter((element) =>
      [label, `${label} (optional)`, `${label} (वैकल्पिक)`].includes((element.textContent ?? '').trim()),
    )
    .map((element) => element.control)
    .find((control) => control && control.getClientRects().length > 0);
  found?.setAttribute('data-engine-target', mark);
  return Boolean(found);
}

let marks = 0;

/** Marks the control labelled `label` and returns the selector that finds it, or throws. */
export async function locateField(page: Pick<EnginePage, 'evaluate'>, label: string): Promise<string> {
  const mark = `field-${(marks += 1)}`;
  if (!(await page.evaluate(markField, { label, mark }))) {
    const where = await page
      .evaluate(() => `${location.href} ("${document.title}")`)
      .catch(() => 'a page between documents');
    throw new Error(`no visible form control labelled "${label}" on ${where}`);
  }
  return `[${TARGET_ATTRIBUTE}="${mark}"]`;
}

/** Marks `target` and returns the selector that finds it, or throws naming what was missing. */
export async function locate(page: Pick<EnginePage, 'evaluate'>, target: Target): Promise<string> {
  const mark = String((marks += 1));
  const found = await page.evaluate(markTarget, { ...target, mark });
  if (!found)
    throw new Error(
      `no visible ${target.role} named "${target.name}"${target.inNav ? ` in the ${target.inNav} navigation` : ''}`,
    );
  return `[${TARGET_ATTRIBUTE}="${mark}"]`;
}

/**
 * Brings `selector`'s element into view if it is not, and resolves with `selector` once the element has
 * stopped moving, as a person waits for the page to settle before tapping. The site scrolls smoothly (to a
 * form sent back to `#…-form`, and a driver's own scrolling to an element is smooth too), and a click aimed
 * where the element was lands on whatever has scrolled there: in Firefox, a link to another page. Playwright
 * waits so itself; puppeteer and WebDriver do not.
 */
export async function whenStill(page: Pick<EnginePage, 'evaluate'>, selector: string): Promise<string> {
  await page.evaluate((css: string) => {
    const element = document.querySelector(css);
    const box = element?.getBoundingClientRect();
    if (box && (box.top < 0 || box.bottom > innerHeight)) element?.scrollIntoView({ block: 'center' });
  }, selector);
  const box = (css: string) => JSON.stringify(document.querySelector(css)?.getBoundingClientRect() ?? null);
  const deadline = Date.now() + 5_000;
  let last = await page.evaluate(box, selector);
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    const now = await page.evaluate(box, selector);
    if (now === last) return selector;
    if (Date.now() > deadline) throw new Error(`${selector} still moving after 5 s`);
    last = now;
  }
}
