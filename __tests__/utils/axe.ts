import type { AxeResults } from 'axe-core';
import type { Page } from 'playwright-core';

const AXE = require.resolve('axe-core/axe.min.js');

/** axe's WCAG 2.2 A and AA rules on the page as it is now; an empty list means no violation. */
export async function axeViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: AXE });
  const results = await page.evaluate(() =>
    (window as unknown as { axe: { run: (context: Document, options: object) => Promise<AxeResults> } }).axe.run(
      document,
      {
        runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'],
      },
    ),
  );
  // A run that checked nothing would report no violation either.
  expect(results.passes.length).toBeGreaterThan(10);
  return results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}
