import { chromium } from 'playwright-core';
const [url, out, width, height, selector] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox'] });
const page = await browser.newPage({ viewport: { width: Number(width), height: Number(height) } });
await page.goto(url);
if (selector) await page.locator(selector).first().scrollIntoViewIfNeeded();
await page.screenshot({ path: out });
await browser.close();
