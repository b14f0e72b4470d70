import { ValidationError, type CollectionBeforeChangeHook, type CollectionConfig } from 'payload';
import { anyone, isGroupAdmin, isSignedIn } from '../../cms/access/index.ts';
import { sendUrgentAlert } from '../alert-subscriptions/hooks.ts';
import { alertFromCms, validateAlert } from './from-cms.ts';
import { ALERT_MESSAGE_MAX } from './rules.ts';

// A save may carry only the fields it changes (a REST PATCH of the link alone): the rules apply to the alert
// as it will be once saved.
const validateAsSaved: CollectionBeforeChangeHook = ({ data, originalDoc, req, collection }) => {
  const result = validateAlert(alertFromCms({ ...(originalDoc as object | undefined), ...data }));
  if (!result.ok)
    throw new ValidationError(
      { collection: collection.slug, errors: [{ path: result.path, message: result.message }] },
      req.t,
    );
  return data;
};

/**
 * The closure or emergency banner at the top of every page, shown between its start and its end: one
 * document a school (cms/schools.ts).
 */
export const Alert: CollectionConfig = {
  slug: 'alert',
  labels: { singular: 'Closure and emergency alert', plural: 'Closure and emergency alerts' },
  admin: {
    description:
      'A banner at the very top of every page (404, offline and "unavailable" pages too) between its start and its end, e.g. "School closed on Monday 14 July due to heavy rain". It disappears by itself when the end passes: no need to come back and remove it. Leave the message empty for no banner.',
    group: 'Content',
  },
  // Made with the school (cms/schools.ts) and gone with it.
  access: { read: anyone, create: isGroupAdmin, update: isSignedIn, delete: () => false, readVersions: isSignedIn },
  versions: { maxPerDoc: 100 },
  hooks: { beforeChange: [validateAsSaved], afterChange: [sendUrgentAlert] },
  fields: [
    {
      name: 'message',
      type: 'text',
      localized: true,
      maxLength: ALERT_MESSAGE_MAX,
      admin: { description: `One line of plain text, at most ${ALERT_MESSAGE_MAX} characters. Empty: no banner.` },
    },
    {
      name: 'level',
      type: 'select',
      required: true,
      defaultValue: 'info',
      options: [
        { label: 'Information (e.g. a holiday, a changed timing)', value: 'info' },
        { label: 'Urgent (e.g. a closure today): screen readers read it out as the page opens', value: 'urgent' },
      ],
    },
    {
      name: 'link',
      type: 'text',
      admin: {
        description:
          'Optional: where "More details" leads, e.g. /notices/closure-14-july or https://… (an address on this site starts with "/").',
      },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'startsAt',
          label: 'Show from',
          type: 'date',
          admin: { date: { pickerAppearance: 'dayAndTime' }, description: 'When the banner appears.' },
        },
        {
          name: 'endsAt',
          label: 'Show until',
          type: 'date',
          admin: {
            date: { pickerAppearance: 'dayAndTime' },
            description: 'When it goes by itself; must be after "Show from".',
          },
        },
      ],
    },
  ],
};
