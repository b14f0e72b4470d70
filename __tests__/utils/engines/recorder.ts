/**
 * The script the site proxy puts first in every page's <head>, before any page script: it records CSP
 * violations, console errors and warnings, uncaught errors and failed resources, and when the
 * "Session Expired" warning appeared and the page was left. It keeps them in sessionStorage, so the
 * record covers the whole session in the tab (the 401 flow clears localStorage only) in every engine.
 */
export const RECORD_KEY = '__engineRecord';

export type PageRecord = { problems: string[]; warningShownAt?: number; leftAt?: number; layout?: LayoutRecord };
/** Where the alert banner and the header were at the first painted frame showing both, and at DOMContentLoaded. */
export type LayoutRecord = { path: string; firstFrame?: string[]; domContentLoaded?: string[] };

/** The boxes the alert journey compares (runs in the page). */
export function alertLayout(): string[] {
  return ['.site-alert', '.site-header'].map((selector) => {
    const box = document.querySelector(selector)?.getBoundingClientRect();
    return box
      ? `${selector} ${Math.round(box.top)},${Math.round(box.left)} ${Math.round(box.width)}x${Math.round(box.height)}`
      : `${selector} missing`;
  });
}

function recorder(key: string, layout: () => string[]) {
  const read = (): PageRecord => {
    try {
      return JSON.parse(sessionStorage.getItem(key) ?? '{"problems":[]}') as PageRecord;
    } catch {
      return { problems: [] };
    }
  };
  const update = (change: (record: PageRecord) => void) => {
    const record = read();
    change(record);
    sessionStorage.setItem(key, JSON.stringify(record));
  };
  const problem = (text: string) => update((record) => record.problems.push(`${location.pathname}: ${text}`));

  document.addEventListener('securitypolicyviolation', (event) =>
    problem(
      `CSP ${event.violatedDirective} blocked=${event.blockedURI} source=${event.sourceFile}:${event.lineNumber}`,
    ),
  );
  // Firefox fails the loads a page still has in flight when it is left; those are not the page's errors.
  let leaving = false;
  window.addEventListener('beforeunload', () => (leaving = true));
  window.addEventListener(
    'error',
    (event) => {
      const target = event.target as (Element & { src?: string; href?: string }) | null;
      if (target && target !== (window as unknown as EventTarget) && 'tagName' in target) {
        if (!leaving) problem(`failed to load ${target.src ?? target.href ?? target.tagName}`);
      } else problem(`uncaught ${event.message}`);
    },
    true,
  );
  window.addEventListener('unhandledrejection', (event) => problem(`unhandled rejection ${String(event.reason)}`));
  for (const level of ['error', 'warn'] as const) {
    // Called below with console as `this`.
    // eslint-disable-next-line @typescript-eslint/unbound-method
    const original = console[level];
    console[level] = (...args: unknown[]) => {
      problem(`console.${level} ${args.map(String).join(' ')}`);
      original.apply(console, args);
    };
  }
  let warned = false;
  new MutationObserver(() => {
    if (warned || !document.querySelector('.ant-notification-notice')) return;
    warned = true;
    const at = Date.now();
    update((record) => (record.warningShownAt = at));
  }).observe(document, { childList: true, subtree: true });
  // Each page's layout as first painted (the first animation frame runs just before the first paint) and
  // at DOMContentLoaded, for the alert journey to compare with the layout once loaded.
  update((record) => (record.layout = { path: location.pathname }));
  const frame = () => {
    if (document.getElementById('main')) update((record) => record.layout && (record.layout.firstFrame = layout()));
    else if (document.readyState === 'loading') requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
  document.addEventListener('DOMContentLoaded', () =>
    update((record) => record.layout && (record.layout.domContentLoaded = layout())),
  );
  // Only the page that showed the warning times its leaving: that is the session-expired redirect.
  window.addEventListener('pagehide', () => warned && update((record) => (record.leftAt = Date.now())));
}

export const RECORDER_SOURCE = `(${recorder.toString()})(${JSON.stringify(RECORD_KEY)}, ${alertLayout.toString()});`;
