import type { CollectionConfig } from 'payload';
import { isAdmin } from '../access/index.ts';
import { LOOKUP_OUTCOMES } from '../../lib/transfer-certificates/fields.ts';

const nobody = () => false;

/**
 * Every lookup on /transfer-certificate: when, from which address, and how it ended. No student data and
 * nothing the visitor typed, so the school can answer a complaint ("someone tried 500 numbers") without
 * keeping what it must not. Written by the server only; admins read it.
 */
export const TransferCertificateLookups: CollectionConfig = {
  slug: 'transfer-certificate-lookups',
  labels: { singular: 'TC lookup', plural: 'TC lookups' },
  admin: {
    useAsTitle: 'at',
    defaultColumns: ['at', 'address', 'outcome'],
    description: 'Each verification on /transfer-certificate: time, the visitor\'s network address and the outcome. Nothing about the student is kept. Read-only.',
    group: 'Transfer certificates',
  },
  defaultSort: '-at',
  access: { read: isAdmin, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'at', label: 'Time', type: 'date', required: true, index: true, admin: { date: { pickerAppearance: 'dayAndTime' } } },
    { name: 'address', type: 'text', required: true, maxLength: 64 },
    { name: 'outcome', type: 'select', required: true, options: LOOKUP_OUTCOMES.map((value) => ({ label: value, value })) },
  ],
};
