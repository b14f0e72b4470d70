import type { Access, CollectionConfig } from 'payload';
import { isSignedIn } from '../../cms/access/index.ts';
import { LANGUAGE_OPTIONS } from '../../cms/localization.ts';
import { CHANNELS, TOPICS } from './rules.ts';

const nobody: Access = () => false;

/**
 * Who asked for a school's alerts. Nobody reads, lists, writes or deletes these over the REST API or in
 * the admin, not even an admin: the office sees only counts (subscriber-counts.tsx). The feature's own
 * modules (store.ts, links.ts, the jobs) write and read them with access overridden.
 */
export const AlertSubscriptions: CollectionConfig = {
  slug: 'alert-subscriptions',
  labels: { singular: 'Alert subscription', plural: 'Alert subscriptions' },
  admin: { hidden: true, group: 'Messages from parents' },
  access: { read: nobody, create: nobody, update: nobody, delete: nobody, readVersions: nobody },
  // One subscription per address and channel in a school: signing up again changes nothing.
  // One per device too: a device that subscribes again replaces its own.
  indexes: [
    { fields: ['school', 'channel', 'email'], unique: true },
    { fields: ['school', 'channel', 'endpoint'], unique: true },
  ],
  fields: [
    { name: 'channel', type: 'select', required: true, defaultValue: 'email', options: [...CHANNELS] },
    { name: 'topic', type: 'select', required: true, options: [...TOPICS] },
    { name: 'language', type: 'select', required: true, defaultValue: 'en', options: LANGUAGE_OPTIONS },
    { name: 'email', type: 'email', index: true },
    // A device's push subscription (push-store.ts): where its push service takes a push, and the keys that
    // encrypt it for that browser alone. The auth secret also proves a stop or renewal is the device's own.
    { name: 'endpoint', type: 'text', index: true },
    { name: 'p256dh', type: 'text' },
    { name: 'auth', type: 'text' },
    // Since when its push service has refused every push (not 404 or 410, which delete it at once).
    { name: 'silentSince', type: 'date' },
    // Signs this subscription's links (token.ts): a link dies with its subscription.
    { name: 'salt', type: 'text', required: true },
    { name: 'confirmedAt', type: 'date', index: true },
    {
      name: 'consent',
      type: 'group',
      fields: [
        { name: 'notice', type: 'relationship', relationTo: 'privacy-notices', required: true },
        { name: 'at', type: 'date', required: true },
      ],
    },
    {
      // The mails of the current hour, for the throttle (rules.ts, `throttled`).
      name: 'hour',
      type: 'group',
      fields: [
        { name: 'windowStart', type: 'date' },
        { name: 'count', type: 'number', defaultValue: 0 },
      ],
    },
    // Notices held back by the throttle, sent together by the hourly digest (digest-mail.ts).
    { name: 'digest', type: 'json' },
  ],
  timestamps: true,
};

/**
 * What the alerts sent: one row per alert or digest, school and channel, with how many mails or pushes went and how many
 * failed. No address: the office's counts (subscriber-counts.tsx) read these.
 */
export const AlertDeliveries: CollectionConfig = {
  slug: 'alert-deliveries',
  labels: { singular: 'Alert sent', plural: 'Alerts sent' },
  admin: { hidden: true, group: 'Messages from parents' },
  access: { read: isSignedIn, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'kind', type: 'select', required: true, options: ['urgent', 'notice', 'digest'] },
    { name: 'channel', type: 'select', required: true, defaultValue: 'email', options: [...CHANNELS] },
    { name: 'title', type: 'text' },
    // The alert's or the notice's id: a notice published again is not mailed again.
    { name: 'source', type: 'number', index: true },
    { name: 'sent', type: 'number', required: true, defaultValue: 0 },
    { name: 'failed', type: 'number', required: true, defaultValue: 0 },
  ],
  timestamps: true,
};
