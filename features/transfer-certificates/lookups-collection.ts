import type { CollectionConfig } from 'payload';
import { isAdmin } from '../../cms/access/index.ts';
import { LOOKUP_OUTCOMES } from './rules.ts';

const nobody = () => false;

/**
 * Every lookup on /transfer-certificate: when, from which address, and how it ended. No student data and
 * nothing the visitor typed, so the school can answer a complaint ("someone tried 500 numbers") without
 * keeping what it must not. Lookups refused by the rate limit are counted, one row per address and hour
 * (features/transfer-certificates/refusals.ts), so a flood neither grows the table nor queues writes. Written
 * by the server only; admins read it.
 */
export const TransferCertificateLookups: CollectionConfig = {
  slug: 'transfer-certificate-lookups',
  labels: { singular: 'TC lookup', plural: 'TC lookups' },
  admin: {
    useAsTitle: 'at',
    defaultColumns: ['at', 'address', 'outcome', 'count'],
    description:
      'Each verification on /transfer-certificate: time, the visitor\'s network address and the outcome. Lookups refused as too many ("rate-limited") are one row per address and hour, starting at the time shown, with how many were refused. Nothing about the student is kept. Read-only.',
    group: 'Transfer certificates',
  },
  defaultSort: '-at',
  access: { read: isAdmin, create: nobody, update: nobody, delete: nobody },
  fields: [
    {
      name: 'at',
      label: 'Time',
      type: 'date',
      required: true,
      index: true,
      admin: { date: { pickerAppearance: 'dayAndTime' } },
    },
    { name: 'address', type: 'text', required: true, maxLength: 64 },
    {
      name: 'outcome',
      type: 'select',
      required: true,
      options: LOOKUP_OUTCOMES.map((value) => ({ label: value, value })),
    },
    {
      name: 'count',
      label: 'Lookups',
      type: 'number',
      required: true,
      defaultValue: 1,
      min: 1,
      admin: { description: '1, or for "rate-limited" how many were refused from this address in the hour.' },
    },
    // One rate-limited row per address and hour, whichever replica counts first.
    { name: 'addressHour', type: 'text', unique: true, admin: { hidden: true } },
  ],
};
