import type { CollectionBeforeChangeHook, CollectionConfig, Field } from 'payload';
import { isAdmin } from '../../cms/access/index.ts';
import { LANGUAGE_OPTIONS } from '../../cms/localization.ts';
import { CLASSES } from '../../lib/cbse-classes.ts';
import { canReadMessages, hiddenFromNonReaders, nobody } from './access.ts';
import { exportMessages } from './export-endpoint.ts';
import { handledBy } from './handled-by.ts';
import {
  CONTACT_TOPICS,
  DONE_STATUSES,
  FORM_TITLES,
  FORMS,
  GRIEVANCE_CATEGORIES,
  NOTICE_FORMS,
  STATUSES,
  type FormKind,
} from './rules.ts';

const MESSAGES = 'messages';

const ALL_STATUSES = [...new Map(Object.values(STATUSES).flatMap((list) => list.map((s) => [s.value, s]))).values()];

const formOf = (data: unknown): FormKind | undefined => (data as { form?: FormKind } | undefined)?.form;
const onlyFor =
  (...kinds: FormKind[]) =>
  (data: unknown) =>
    kinds.includes(formOf(data) as FormKind);

const readOnly = (field: Field): Field => ({ ...field, admin: { ...field.admin, readOnly: true } }) as Field;

// A grievance is kept for a time after it is closed, so the day it was closed is kept; reopened, it is not closed.
const stampClosedAt: CollectionBeforeChangeHook = ({ data, originalDoc }) => {
  const status = (data.status ?? (originalDoc as { status?: string } | undefined)?.status) as string | undefined;
  if (!status || !DONE_STATUSES.has(status)) return { ...data, closedAt: null };
  const closedAt = (originalDoc as { closedAt?: string | null } | undefined)?.closedAt;
  return { ...data, closedAt: closedAt ?? new Date().toISOString() };
};

/**
 * What parents send through the site's forms (features/messages/rules.ts). Written only by the server as a
 * form arrives; read and updated only by accounts allowed to (access.ts); deleted when withdrawn or when its
 * time is up (retention.ts). No versions: a deleted message leaves no copy behind.
 */
export const Messages: CollectionConfig = {
  slug: MESSAGES,
  labels: { singular: 'Message from a parent', plural: 'Messages from parents' },
  admin: {
    useAsTitle: 'reference',
    defaultColumns: ['reference', 'form', 'status', 'name', 'createdAt', 'handledBy'],
    listSearchableFields: ['reference', 'name'],
    description:
      'Admission enquiries, contact messages and grievances sent on the site, newest first. Filter by form, status or date; export what the filter shows as CSV. Each is deleted on its own when its time is up (Messages: settings), or at once if the parent withdraws it.',
    group: 'Messages from parents',
    hidden: hiddenFromNonReaders,
    pagination: { defaultLimit: 50 },
    components: { beforeListTable: ['/features/messages/export-link.tsx#ExportLink'] },
  },
  defaultSort: '-createdAt',
  access: { read: canReadMessages, create: nobody, update: canReadMessages, delete: isAdmin },
  endpoints: [exportMessages],
  hooks: { beforeChange: [stampClosedAt] },
  fields: [
    readOnly({
      name: 'reference',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      admin: { description: 'The number the parent was given, e.g. ENQ-7K3M-9Q2X.' },
    }),
    readOnly({
      name: 'form',
      type: 'select',
      required: true,
      index: true,
      options: FORMS.map((value) => ({ value, label: FORM_TITLES[value] })),
    }),
    {
      name: 'status',
      type: 'select',
      required: true,
      index: true,
      options: ALL_STATUSES,
      filterOptions: ({ data, options }) => {
        const kind = formOf(data);
        if (!kind) return options;
        const allowed = new Set(STATUSES[kind].map((status) => status.value));
        return options.filter((option) => allowed.has(typeof option === 'string' ? option : option.value));
      },
      validate: (value: unknown, { data }: { data: unknown }) => {
        const kind = formOf(data);
        return !kind || STATUSES[kind].some((status) => status.value === value) || 'Not a status of this form';
      },
      admin: { position: 'sidebar' },
    },
    handledBy,
    {
      name: 'notes',
      label: 'Internal notes',
      type: 'textarea',
      maxLength: 5000,
      admin: { position: 'sidebar', description: 'For the office only: never shown or sent to the parent.' },
    },
    readOnly({
      name: 'closedAt',
      label: 'Closed on',
      type: 'date',
      index: true,
      admin: { position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } },
    }),
    readOnly({ name: 'name', label: 'Name', type: 'text', required: true }),
    readOnly({ name: 'mobile', label: 'Mobile', type: 'text' }),
    readOnly({ name: 'email', label: 'E-mail', type: 'email' }),
    readOnly({
      name: 'classSought',
      label: 'Class sought',
      type: 'select',
      options: CLASSES.map((value) => ({ value, label: value })),
      admin: { condition: onlyFor('enquiry') },
    }),
    readOnly({
      name: 'yearSought',
      label: 'Academic year sought',
      type: 'text',
      admin: { condition: onlyFor('enquiry') },
    }),
    readOnly({
      name: 'childFirstName',
      label: 'Child’s first name',
      type: 'text',
      admin: { condition: onlyFor('enquiry') },
    }),
    readOnly({
      name: 'topic',
      type: 'select',
      options: CONTACT_TOPICS.map((topic) => ({ ...topic })),
      admin: { condition: onlyFor('contact') },
    }),
    readOnly({
      name: 'category',
      type: 'select',
      options: GRIEVANCE_CATEGORIES.map((category) => ({ ...category })),
      admin: { condition: onlyFor('grievance') },
    }),
    readOnly({ name: 'message', label: 'Message', type: 'textarea' }),
    readOnly({
      name: 'language',
      type: 'select',
      defaultValue: 'en',
      options: LANGUAGE_OPTIONS,
      admin: { description: 'The language the parent wrote in: the language of the page the form was on.' },
    }),
    readOnly({
      name: 'consent',
      type: 'group',
      admin: { description: 'The privacy notice the parent agreed to, and when.' },
      fields: [
        { name: 'notice', type: 'relationship', relationTo: 'privacy-notices', required: true },
        { name: 'at', type: 'date', required: true, admin: { date: { pickerAppearance: 'dayAndTime' } } },
      ],
    }),
  ],
};

/** Every privacy notice a form has shown, by version; a message points to the one its sender agreed to. */
export const PrivacyNotices: CollectionConfig = {
  slug: 'privacy-notices',
  labels: { singular: 'Privacy notice', plural: 'Privacy notices' },
  admin: {
    useAsTitle: 'version',
    defaultColumns: ['version', 'form', 'createdAt'],
    description:
      'Each wording of the notice shown above a form, kept so that what a parent agreed to can always be read. Made by the site when a wording is first agreed to; read-only.',
    group: 'Messages from parents',
    hidden: hiddenFromNonReaders,
  },
  defaultSort: '-createdAt',
  access: { read: canReadMessages, create: nobody, update: nobody, delete: nobody },
  indexes: [{ fields: ['school', 'version'], unique: true }],
  fields: [
    // A school's notice and another's are different texts: each school has its own versions.
    { name: 'version', type: 'text', required: true, index: true, admin: { readOnly: true } },
    {
      name: 'form',
      type: 'select',
      required: true,
      options: NOTICE_FORMS.map((value) => ({
        value,
        label: value === 'alerts' ? 'Alerts sign-up' : FORM_TITLES[value],
      })),
      admin: { readOnly: true },
    },
    {
      name: 'language',
      type: 'select',
      required: true,
      defaultValue: 'en',
      options: LANGUAGE_OPTIONS,
      admin: { readOnly: true, description: 'The language of this wording: each language has its own notice.' },
    },
    { name: 'text', type: 'textarea', required: true, admin: { readOnly: true } },
  ],
};

/**
 * That a message was withdrawn, and when: all the office keeps of it (DPDP: withdrawing deletes the message
 * at once, and the office need know no more than that it happened).
 */
export const MessageWithdrawals: CollectionConfig = {
  slug: 'message-withdrawals',
  labels: { singular: 'Withdrawn message', plural: 'Withdrawn messages' },
  admin: {
    useAsTitle: 'at',
    defaultColumns: ['form', 'at'],
    description:
      'A parent withdrew a message on /withdraw: it was deleted at once. Only the form and the time are kept.',
    group: 'Messages from parents',
    hidden: hiddenFromNonReaders,
  },
  defaultSort: '-at',
  access: { read: canReadMessages, create: nobody, update: nobody, delete: isAdmin },
  fields: [
    {
      name: 'form',
      type: 'select',
      required: true,
      options: FORMS.map((value) => ({ value, label: FORM_TITLES[value] })),
      admin: { readOnly: true },
    },
    {
      name: 'at',
      label: 'Withdrawn',
      type: 'date',
      required: true,
      admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
    },
  ],
};
