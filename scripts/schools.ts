/**
 * `npm run schools -- add DOMAIN --name "NAME"` adds a school, its site at DOMAIN, started from the
 * starter content (content/) under its own name, for its office to make its own; `list` shows them;
 * `suspend DOMAIN` and `resume DOMAIN` close and open its site (its content is kept); `export DOMAIN
 * [FILE]` writes one archive of that school alone (its rows and files: `npm run restore` makes a
 * deployment of it); `import FILE [--domain DOMAIN]` adds the school such an archive holds to this
 * deployment, at its domain or DOMAIN (cms/school-import.ts); `remove DOMAIN` deletes it and everything
 * it has. The group's admin adds, suspends and removes in the admin too (Settings → Schools).
 */
import { join } from 'node:path';
import { getPayload } from 'payload';
import { backup, BackupError } from '../cms/backup.ts';
import { importSchool } from '../cms/school-import.ts';
import { rebuildSearchIndex } from '../cms/search/rebuild.ts';
import { domainSchema } from '../lib/school-domain.ts';
import { getSettings, SettingsError } from '../lib/settings.ts';

const USAGE =
  'usage: npm run schools -- add DOMAIN --name "NAME" | list | suspend DOMAIN | resume DOMAIN | export DOMAIN [FILE] | import FILE [--domain DOMAIN] | remove DOMAIN';

function fail(message: string): never {
  console.error(`npm run schools: ${message}`);
  process.exit(1);
}

const [command, given, ...rest] = process.argv.slice(2);
if (!command || !['add', 'list', 'suspend', 'resume', 'export', 'import', 'remove'].includes(command)) fail(USAGE);
if (command !== 'list' && !given) fail(USAGE);
const option = (flag: string) => (rest.includes(flag) ? rest[rest.indexOf(flag) + 1]?.trim() : undefined);
// The domain: the command's argument, or for an import the one it is given (else the archive's).
const domainGiven = command === 'import' ? option('--domain') : given;
const domain = domainGiven === undefined ? undefined : domainSchema.safeParse(domainGiven);
if (domain && !domain.success) fail(`"${domainGiven}" is not a domain: ${domain.error.issues[0]?.message}`);
const name = option('--name');
if (command === 'add' && !name) fail(`give the school's name: --name "Greenwood School, Noida" (${USAGE})`);

let settings;
try {
  settings = getSettings();
} catch (error) {
  if (error instanceof SettingsError) fail(error.message);
  throw error;
}

const { default: config } = await import('../cms/payload.config.ts');
const payload = await getPayload({ config });
const as = { depth: 0, overrideAccess: true } as const;

async function schoolAt(host: string) {
  const { docs } = await payload.find({ collection: 'schools', where: { domain: { equals: host } }, limit: 1, ...as });
  return docs[0] ?? fail(`no school at ${host} (see npm run schools -- list)`);
}

try {
  const host = domain?.data;
  if (command === 'list') {
    const { docs } = await payload.find({ collection: 'schools', sort: 'id', pagination: false, ...as });
    for (const school of docs)
      console.log(`${school.domain}\t${school.name}${school.suspended ? '\t(suspended)' : ''}`);
    if (docs.length === 0) console.log('npm run schools: no school yet: start the site once (npm start)');
  } else if (command === 'add') {
    // Its content starts as the starter content's, under its name (features/schools/collection.ts).
    await payload.create({ collection: 'schools', data: { name: name!, domain: host! }, ...as });
    console.log(
      `npm run schools: ${name} answers at ${host}, started from the starter content; give its office an account: npm run users -- add EMAIL --role admin --school ${host}`,
    );
  } else if (command === 'suspend' || command === 'resume') {
    const school = await schoolAt(host!);
    await payload.update({ collection: 'schools', id: school.id, data: { suspended: command === 'suspend' }, ...as });
    console.log(
      `npm run schools: ${school.name} at ${host} is ${command === 'suspend' ? 'suspended: its site answers 503, its content is kept' : 'open again'}`,
    );
  } else if (command === 'export') {
    const school = await schoolAt(host!);
    const stamp = new Date().toISOString().slice(0, 19).replace(/[:T]/g, '-');
    const file = rest[0] ?? join('backups', `school-${host}-${stamp}.tar.gz`);
    await backup(settings, file, { id: school.id, domain: school.domain, name: school.name });
    console.log(`npm run schools: wrote ${file}: ${school.name} alone, its rows and its files`);
  } else if (command === 'import') {
    const imported = await importSchool(given!, settings, host);
    // Its documents searchable at its site: the index is made from the rows (cms/search/rebuild.ts).
    await rebuildSearchIndex(payload);
    const { added, joined } = imported.accounts;
    console.log(
      `npm run schools: ${imported.name} answers at ${imported.domain}, imported from ${given}: ${imported.files} files, ${added} accounts added, ${joined} already here given the school`,
    );
  } else {
    const school = await schoolAt(host!);
    await payload.delete({ collection: 'schools', id: school.id, ...as });
    console.log(`npm run schools: ${school.name} at ${host} is removed, with everything it had`);
  }
  process.exit(0);
} catch (error) {
  if (error instanceof BackupError) fail(error.message);
  const details = (error as { data?: { errors?: { path?: string; message?: string }[] } }).data?.errors?.[0];
  fail(details ? `${details.path}: ${details.message}` : error instanceof Error ? error.message : String(error));
}
