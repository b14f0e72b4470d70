import { join } from 'node:path';
import {
  commitTransaction,
  ValidationError,
  type CollectionAfterChangeHook,
  type CollectionBeforeDeleteHook,
  type CollectionBeforeValidateHook,
  type CollectionConfig,
} from 'payload';
import { isGroupAdmin, isSignedIn } from '../../cms/access/index.ts';
import { saveSchoolDoc } from '../../cms/school-doc.ts';
import { keepsHindi } from '../../cms/starter-import.ts';
import { domainSchema } from '../../lib/school-domain.ts';
import { getSettings } from '../../lib/settings.ts';

// Two schools claiming one domain would each answer it in turn: the save names the school that has it.
const oneSchoolADomain: CollectionBeforeValidateHook = async ({ data, originalDoc, req }) => {
  if (typeof data?.domain !== 'string') return data;
  const domain = domainSchema.safeParse(data.domain);
  if (!domain.success) throw invalid(req, domain.error.issues[0]?.message ?? 'Not a domain.');
  const { docs } = await req.payload.find({
    collection: 'schools',
    where: { domain: { equals: domain.data }, ...(originalDoc?.id ? { id: { not_equals: originalDoc.id } } : {}) },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    req,
  });
  if (docs[0]) throw invalid(req, `${domain.data} is already the domain of ${docs[0].name}.`);
  return { ...data, domain: domain.data };
};

/**
 * A school added (in the admin, or with `npm run schools -- add`) starts from the starter content under
 * its own name, so its site answers at once and its office edits rather than builds. Half a school is
 * no school: when the import fails, the school goes again, with what the import made.
 */
const startFromStarterContent: CollectionAfterChangeHook = async ({ doc, operation, req, context }) => {
  // Loaded only when a school is added: the import loads every feature's part of it.
  const { importStarterContent, NAVIGATION_FILE, STARTED_HERE } = await import('../../cms/starter-content.ts');
  if (operation !== 'create' || context[STARTED_HERE] === true) return doc;
  const { contentDir } = getSettings();
  // The school's row first, for good: the import saves through Payload without this request, on another of
  // Postgres's connections, where a row its transaction has not committed is not there yet (every import
  // refused by the school's foreign key). A failed import deletes the school below, as it did before.
  await commitTransaction(req);
  try {
    await importStarterContent(req.payload, contentDir, join(contentDir, NAVIGATION_FILE), {
      school: doc.id,
      domain: doc.domain,
    });
    // Its name in both languages (the starter's are the demo school's), the short one cut to its field.
    const names = { name: doc.name, shortName: String(doc.name).slice(0, 40) };
    await saveSchoolDoc(req.payload, 'school', names, { school: doc.id });
    if (keepsHindi(req.payload)) await saveSchoolDoc(req.payload, 'school', names, { school: doc.id, locale: 'hi' });
  } catch (error) {
    await req.payload.delete({ collection: 'schools', id: doc.id, overrideAccess: true }).catch(() => undefined);
    throw error;
  }
  return doc;
};

/**
 * Removing a school removes everything it has, first (the rows point at the school, so the database
 * refuses the school's deletion while any is left): every document of it, with their versions and files,
 * and the school from the list of every account that worked in it.
 */
const removeEverythingOfIt: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const { payload } = req;
  const owned = payload.config.collections.filter((collection) =>
    collection.fields.some((field) => 'name' in field && field.name === 'school' && field.type === 'relationship'),
  );
  // The files last: a document or an image is not deleted while something still shows it.
  const files = owned.filter((collection) => collection.upload);
  for (const { slug } of [...owned.filter((collection) => !collection.upload), ...files])
    await payload.delete({ collection: slug, where: { school: { equals: id } }, overrideAccess: true, req });
  const { docs: accounts } = await payload.find({
    collection: 'users',
    where: { 'schools.school': { equals: id } },
    pagination: false,
    depth: 0,
    overrideAccess: true,
    req,
  });
  for (const account of accounts)
    await payload.update({
      collection: 'users',
      id: account.id,
      data: {
        schools: (account.schools ?? []).filter(
          (row) => (typeof row.school === 'object' ? row.school.id : row.school) !== id,
        ),
      },
      overrideAccess: true,
      req,
    });
};

function invalid(req: Parameters<CollectionBeforeValidateHook>[0]['req'], message: string) {
  return new ValidationError({ collection: 'schools', errors: [{ path: 'domain', message }] }, req.t);
}

/**
 * The schools this deployment serves, each at its own domain. Payload's multi-tenant plugin scopes every
 * other collection by a `school` field pointing here (cms/schools.ts); the first school also answers any
 * host no school claims, unless SCHOOL_HOSTS_ONLY is set.
 */
export const Schools: CollectionConfig = {
  slug: 'schools',
  labels: { singular: 'School', plural: 'Schools' },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'domain', 'suspended'],
    description: 'Each school’s site answers at its own domain. Only a group admin adds, suspends or removes a school.',
    group: 'Settings',
  },
  access: { read: isSignedIn, create: isGroupAdmin, update: isGroupAdmin, delete: isGroupAdmin },
  hooks: {
    beforeValidate: [oneSchoolADomain],
    afterChange: [startFromStarterContent],
    beforeDelete: [removeEverythingOfIt],
  },
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: 200 },
    {
      name: 'domain',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      admin: { description: 'Where its site answers, e.g. greenwood-school.example (no https://, no path).' },
    },
    {
      name: 'siteKey',
      label: 'Menu API site key',
      type: 'text',
      admin: { description: 'This school’s key in the external menu API; empty: the deployment’s own.' },
    },
    {
      name: 'suspended',
      type: 'checkbox',
      defaultValue: false,
      admin: { description: 'A suspended school’s site answers 503 to every visitor; its content is kept.' },
    },
  ],
};
