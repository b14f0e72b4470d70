import { z } from 'zod';
import { code, httpsUrl, phoneNumber, publicPath, text } from '../../lib/rules/fields.ts';
import { parseYamlFile } from '../../lib/rules/yaml-file.ts';

export const schoolSchema = z.strictObject({
  name: text.max(120),
  shortName: text.max(40),
  tagline: text.max(160),
  description: text.max(300),
  brand: z.strictObject({
    mark: text.max(3),
    logo: publicPath.optional(),
    caption: text.max(60),
  }),
  cbse: z.strictObject({
    affiliationNumber: code(/^\d{4,10}$/, 'the affiliation number, digits only'),
    schoolCode: code(/^\d{4,10}$/, 'the school code, digits only'),
  }),
  address: z.strictObject({
    street: text,
    city: text,
    state: text,
    pinCode: code(/^[1-9]\d{5}$/, 'a 6-digit PIN code'),
    country: z
      .string()
      .trim()
      .regex(/^[A-Z]{2}$/, { error: 'expected a two-letter country code such as IN' })
      .default('IN'),
  }),
  principal: z.strictObject({ name: text, qualification: text }),
  grievanceOfficer: z
    .strictObject({
      name: text.max(100),
      designation: text.max(100).optional(),
      email: z.email(),
      phone: phoneNumber.optional(),
    })
    .optional(),
  messageRecipients: z.array(z.email()).max(10).default([]),
  phone: phoneNumber,
  otherPhones: z.array(phoneNumber).default([]),
  email: z.email(),
  openHours: text.default('Open hours: 8am - 5pm mon - sat'),
  copyright: text.default('© Rugaa All Rights Reserved'),
  map: z.strictObject({ title: text, embedUrl: httpsUrl, linkUrl: httpsUrl }),
  about: text.max(1000),
  home: z.strictObject({
    heroTitle: text.max(120),
    heroText: text.max(400),
    facts: z
      .array(z.strictObject({ value: z.union([text, z.number()]).transform(String), label: text }))
      .max(8)
      .default([]),
    academics: z
      .array(z.strictObject({ stage: text, grades: text, text }))
      .max(8)
      .default([]),
    admissions: z.strictObject({ title: text, text, buttonLabel: text.max(40) }),
  }),
});

/** The school's facts, as the site shows them (the CMS's `school`). */
export type School = z.infer<typeof schoolSchema>;

export function parseSchool(source: string, file: string): School {
  return parseYamlFile(schoolSchema, source, file);
}

/** Every phone number of the school, the main one first. */
export function allPhones(school: School): string[] {
  return [school.phone, ...school.otherPhones];
}
