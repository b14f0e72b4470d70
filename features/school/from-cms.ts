import { asRecord, asRows, check, given, pick, type Checked } from '../../lib/rules/checked.ts';
import { schoolSchema, type School } from './rules.ts';

/** The school global as the site's School shape, before validation. `logoUrl`: the logo image's address, if any. */
export function schoolFromCms(doc: unknown, logoUrl?: string): unknown {
  const d = asRecord(doc);
  const home = asRecord(d.home);
  return {
    ...pick(d, ['name', 'shortName', 'tagline', 'description', 'phone', 'email', 'openHours', 'copyright', 'about']),
    brand: { ...pick(d.brand, ['mark', 'caption']), logo: logoUrl },
    cbse: pick(d.cbse, ['affiliationNumber', 'schoolCode']),
    address: pick(d.address, ['street', 'city', 'state', 'pinCode', 'country']),
    principal: pick(d.principal, ['name', 'qualification']),
    grievanceOfficer:
      d.grievanceOfficer && given(asRecord(d.grievanceOfficer).name)
        ? pick(d.grievanceOfficer, ['name', 'designation', 'email', 'phone'])
        : undefined,
    messageRecipients: asRows(d.messageRecipients).map((row) => given(row.email)),
    otherPhones: asRows(d.otherPhones).map((row) => given(row.number)),
    map: pick(d.map, ['title', 'embedUrl', 'linkUrl']),
    home: {
      ...pick(home, ['heroTitle', 'heroText']),
      facts: asRows(home.facts).map((row) => pick(row, ['value', 'label'])),
      academics: asRows(home.academics).map((row) => pick(row, ['stage', 'grades', 'text'])),
      admissions: pick(home.admissions, ['title', 'text', 'buttonLabel']),
    },
  };
}

export function validateSchool(input: unknown): Checked {
  return check(schoolSchema, input, (path) =>
    path[0] === 'otherPhones' ? [...path, 'number'] : path[0] === 'messageRecipients' ? [...path, 'email'] : path,
  );
}

export function parseSchoolFromCms(doc: unknown, logoUrl?: string): School {
  return schoolSchema.parse(schoolFromCms(doc, logoUrl));
}

/** The footer map's embed address in a school document, for the page's policy (frame-src). */
export function mapEmbedUrl(doc: unknown): string | undefined {
  const embedUrl = asRecord(asRecord(doc).map).embedUrl;
  return typeof embedUrl === 'string' && URL.canParse(embedUrl) && embedUrl.startsWith('https://')
    ? embedUrl
    : undefined;
}
