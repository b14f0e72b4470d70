import { spawn } from 'node:child_process';
import { join } from 'node:path';

const ROOT = join(__dirname, '..', '..');

/** Runs an npm script's file as `npm run backup` / `npm run restore` would, with the given settings. */
export function runScript(
  script: string,
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [join(ROOT, 'scripts', script), ...args], {
      cwd: ROOT,
      env: { ...process.env, CMS_API_URL: '', ...env },
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => resolve({ code, output }));
  });
}

/**
 * What a visitor reads on a page: its <main>, with the server's own address (each has its port) left out,
 * the "Last updated" instant (a site goes on saving after its backup, on the same day), and a form's time
 * stamp, which each response has its own of.
 */
export async function visibleMain(origin: string, path: string): Promise<string> {
  const html = await (await fetch(`${origin}${path}`)).text();
  return (/<main[\s\S]*<\/main>/.exec(html)?.[0] ?? '')
    .replaceAll(origin, '')
    .replace(/dateTime="[^"]*"/g, '')
    .replace(/name="stamp" value="[^"]*"/g, '');
}
