/**
 * `npm run users -- add EMAIL --role admin|editor` makes an account; `npm run users -- reset-password EMAIL`
 * sets a new password. The password is read from standard input (typed at a
 * prompt that does not show it, or piped), never from the command line, where `ps` and shell history see it.
 */
import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';
import { getPayload } from 'payload';
import { ROLES, USERS_COMMAND_CONTEXT, type Role } from '../features/accounts/collection.ts';
import { getSettings, SettingsError } from '../lib/settings.ts';

const USAGE = 'usage: npm run users -- add EMAIL --role admin|editor   |   npm run users -- reset-password EMAIL';
const MIN_PASSWORD = 10;

function fail(message: string): never {
  console.error(`npm run users: ${message}`);
  process.exit(1);
}

async function readPassword(): Promise<string> {
  const muted = new Writable({ write: (_chunk, _encoding, done) => done() });
  if (process.stdin.isTTY) process.stdout.write('Password (not shown): ');
  const lines = createInterface({ input: process.stdin, output: muted, terminal: process.stdin.isTTY });
  for await (const line of lines) {
    lines.close();
    if (process.stdin.isTTY) process.stdout.write('\n');
    return line;
  }
  return '';
}

const [command, email, ...rest] = process.argv.slice(2);
if ((command !== 'add' && command !== 'reset-password') || !email) fail(USAGE);
if (!/^[^\s@]+@[^\s@]+$/.test(email)) fail(`"${email}" is not an e-mail address`);
const roleIndex = rest.indexOf('--role');
const role = (roleIndex >= 0 ? rest[roleIndex + 1] : undefined) as Role | undefined;
if (command === 'add' && (!role || !ROLES.includes(role)))
  fail(`give the role: --role admin or --role editor (${USAGE})`);

try {
  getSettings();
} catch (error) {
  if (error instanceof SettingsError) fail(error.message);
  throw error;
}

const password = await readPassword();
if (password.length < MIN_PASSWORD) fail(`the password must be at least ${MIN_PASSWORD} characters`);

const { default: config } = await import('../cms/payload.config.ts');
const payload = await getPayload({ config });
const context = { [USERS_COMMAND_CONTEXT]: true };
try {
  if (command === 'add') {
    await payload.create({
      collection: 'users',
      data: { email, password, role: role as Role },
      overrideAccess: true,
      context,
    });
    console.log(`npm run users: ${email} can now sign in at /admin as ${role === 'admin' ? 'an admin' : 'an editor'}`);
  } else {
    const { docs } = await payload.update({
      collection: 'users',
      where: { email: { equals: email } },
      data: { password },
      overrideAccess: true,
      context,
    });
    if (docs.length === 0) fail(`no account ${email}`);
    console.log(`npm run users: ${email} has a new password`);
  }
  process.exit(0);
} catch (error) {
  const details = (error as { data?: { errors?: { path?: string; message?: string }[] } }).data?.errors?.[0];
  fail(details ? `${details.path}: ${details.message}` : error instanceof Error ? error.message : String(error));
}
