import type { CollectionConfig } from 'payload';
import { anyone, isAdmin, isGroupAdmin } from '../../cms/access/index.ts';
import { hiddenFromNonReaders } from './access.ts';
import { DEFAULT_RETENTION } from './privacy-notice-text.ts';

const months = (name: keyof typeof DEFAULT_RETENTION, label: string, description: string) => ({
  name,
  label,
  type: 'number' as const,
  required: true,
  min: 1,
  max: 120,
  defaultValue: DEFAULT_RETENTION[name],
  admin: { description, step: 1 },
});

/**
 * How long parents' messages are kept. The privacy notice above each form says so, so a change shows on the
 * forms at once (and is a new version of the privacy notice); the daily clean-up (retention.ts) deletes what is due.
 */
export const MessageSettings: CollectionConfig = {
  slug: 'message-settings',
  labels: { singular: 'Messages: settings', plural: 'Messages: settings' },
  admin: {
    group: 'Messages from parents',
    description: 'How long messages from parents are kept, in months.',
    // Read by every form's privacy notice, but in the admin only beside the inbox: an editor without it sees no such group.
    hidden: hiddenFromNonReaders,
  },
  // One document a school (cms/schools.ts), made with it and gone with it.
  access: { read: anyone, create: isGroupAdmin, update: isAdmin, delete: () => false },
  fields: [
    months(
      'enquiryMonths',
      'Admission enquiries',
      'Months after an enquiry is sent (12 unless the school decides otherwise).',
    ),
    months(
      'contactMonths',
      'Contact messages',
      'Months after a message is sent (6 unless the school decides otherwise).',
    ),
    months(
      'grievanceMonthsAfterClosed',
      'Grievances, after closing',
      'Months after a grievance is resolved (36, three years, unless the school decides otherwise). Open grievances are kept.',
    ),
  ],
};
