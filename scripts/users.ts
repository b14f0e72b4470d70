/**
 * `npm run users -- add EMAIL --role group-admin|admin|editor [--school DOMAIN]` makes an account (of the
 * school at DOMAIN: needed where there are several, and for no group admin, who works in every one);
 * `npm run users -- reset-password EMAIL` sets a new password. The password is read from standard input (typed at a
 * prompt that does not show it, or piped), never from the command line, where `ps` and shell history see it.
 */
import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';
import { getPayload } from 'payload';
import { ROLES, USERS_COMMAND_CONTEXT, type Role } from '../features/accounts/collection.ts';
import { hostOf } from '../lib/school-domain.ts';
import { getSettings, SettingsError } from '../lib/settings.ts';

const USAGE =
  'usage: npm run users -- add EMAIL --role group-admin|admin|editor [--school DOMAIN]   |   npm run users -- reset-password EMAIL';
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
  fail(`give the role: --role group-admin, --role admin or --role editor (${USAGE})`);
const schoolIndex = rest.indexOf('--school');
const schoolDomain = schoolIndex >= 0 ? rest[schoolIndex + 1] : undefined;

try {
  getSettings();
} catch (error) {
  if (error instanceof SettingsError) fail(error.message);
  throw error;
}

const password = await readPassword();
if (password.length < MIN_PASSWORD) fail(`the password must be at least ${MIN_PASSWORD} characters`);

class UsageError extends Error {}

/** The school the account works in: the one at `domain`, or the only one there is. */
async function schoolOfAccount(domain: string | undefined): Promise<{ id: number; name: string }> {
  const { docs } = await payload.find({
    collection: 'schools',
    where: domain ? { domain: { equals: hostOf(domain) } } : {},
    limit: 2,
    depth: 0,
    overrideAccess: true,
  });
  if (domain && !docs[0]) throw new UsageError(`no school at ${domain} (see npm run schools -- list)`);
  if (!domain && docs.length !== 1)
    throw new UsageError(
      docs.length === 0
        ? 'no school yet: start the site once (npm start)'
        : `give the school: --school DOMAIN (${USAGE})`,
    );
  return docs[0]!;
}

const { default: config } = await import('../cms/payload.config.ts');
const payload = await getPayload({ config });
const context = { [USERS_COMMAND_CONTEXT]: true };
try {
  if (command === 'add') {
    const school = role === 'group-admin' ? undefined : await schoolOfAccount(schoolDomain);
    await payload.create({
      collection: 'users',
      data: { email, password, role: role as Role, ...(school ? { schools: [{ school: school.id }] } : {}) },
      overrideAccess: true,
      context,
    });
    const as = role === 'group-admin' ? 'a group admin' : role === 'admin' ? 'an admin' : 'an editor';
    console.log(`npm run users: ${email} can now sign in at /admin as ${as}${school ? ` of ${school.name}` : ''}`);
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
  if (error instanceof UsageError) fail(error.message);
  const details = (error as { data?: { errors?: { path?: string; message?: string }[] } }).data?.errors?.[0];
  fail(details ? `${details.path}: ${details.message}` : error instanceof Error ? error.message : String(error));
}
