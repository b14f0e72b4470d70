import type { PayloadRequest, TaskConfig, Where } from 'payload';
import { DAILY, onOneReplica, RETENTION_QUEUE } from '../../cms/retention.ts';
import { findSchoolDocIfAny } from '../../cms/school-doc.ts';
import { log } from '../../lib/log.ts';
import { DEFAULT_RETENTION, type Retention } from './privacy-notice-text.ts';
import { DONE_STATUSES } from './rules.ts';

/**
 * How long parents' messages are kept (the _Messages: settings_ global, said in each form's privacy notice):
 * an enquiry and a contact message for so many months after it was sent, a grievance for so many months
 * after it was closed. An open grievance is kept however old it is. Run once a day by the job below, on the
 * schedule and one-replica lock of cms/retention.ts.
 */

/** `now` moved back by whole calendar months, as the TC lookups' clean-up counts them. */
function monthsBefore(now: Date | number, months: number): Date {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  return cutoff;
}

export type MessageCutoffs = { enquiry: Date; contact: Date; grievanceClosed: Date };

/** Messages sent (or grievances closed) before these instants are due for deletion at `now`. */
export function messageCutoffs(now: Date | number, retention: Retention): MessageCutoffs {
  return {
    enquiry: monthsBefore(now, retention.enquiryMonths),
    contact: monthsBefore(now, retention.contactMonths),
    grievanceClosed: monthsBefore(now, retention.grievanceMonthsAfterClosed),
  };
}

type Kept = { form: string; status: string; createdAt: string; closedAt?: string | null };

/** Whether `message` is due for deletion at `now`: the rule the query below asks the database. */
export function isDue(message: Kept, now: Date | number, retention: Retention): boolean {
  const cutoffs = messageCutoffs(now, retention);
  const before = (instant: string | null | undefined, cutoff: Date) =>
    Boolean(instant) && Date.parse(instant as string) < cutoff.getTime();
  switch (message.form) {
    case 'enquiry':
      return before(message.createdAt, cutoffs.enquiry);
    case 'contact':
      return before(message.createdAt, cutoffs.contact);
    case 'grievance':
      return DONE_STATUSES.has(message.status) && before(message.closedAt, cutoffs.grievanceClosed);
    default:
      return false;
  }
}

/** The same rule as one query per form, so the database picks the rows. */
export function dueWhere(now: Date | number, retention: Retention): Record<'enquiry' | 'contact' | 'grievance', Where> {
  const cutoffs = messageCutoffs(now, retention);
  return {
    enquiry: { form: { equals: 'enquiry' }, createdAt: { less_than: cutoffs.enquiry.toISOString() } },
    contact: { form: { equals: 'contact' }, createdAt: { less_than: cutoffs.contact.toISOString() } },
    grievance: {
      form: { equals: 'grievance' },
      status: { in: [...DONE_STATUSES] },
      closedAt: { less_than: cutoffs.grievanceClosed.toISOString() },
    },
  };
}

const months = (value: unknown, fallback: number) =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1 ? value : fallback;

/** A school's settings as saved, each one its default while unset. */
async function readRetention(req: PayloadRequest, school: number): Promise<Retention> {
  const saved = (await findSchoolDocIfAny(req.payload, 'message-settings', {
    school,
    depth: 0,
    overrideAccess: true,
    req,
  })) as Partial<Record<keyof Retention, unknown>> | undefined;
  return {
    enquiryMonths: months(saved?.enquiryMonths, DEFAULT_RETENTION.enquiryMonths),
    contactMonths: months(saved?.contactMonths, DEFAULT_RETENTION.contactMonths),
    grievanceMonthsAfterClosed: months(saved?.grievanceMonthsAfterClosed, DEFAULT_RETENTION.grievanceMonthsAfterClosed),
  };
}

export type DeletedMessages = { enquiries: number; contactMessages: number; grievances: number };

/**
 * Deletes what is due at `now`, and says how many of each, never whose. By date, so a second run at the same
 * time (another replica's) finds nothing left to delete.
 */
async function deleteDueMessages(req: PayloadRequest, now: Date): Promise<DeletedMessages> {
  const deleted = { enquiries: 0, contactMessages: 0, grievances: 0 };
  // Each school keeps its messages for the time its own privacy notice says.
  const { docs: schools } = await req.payload.find({
    collection: 'schools',
    pagination: false,
    depth: 0,
    select: {},
    overrideAccess: true,
    req,
  });
  for (const { id: school } of schools) {
    const where = dueWhere(now, await readRetention(req, school));
    const remove = async (which: Where) =>
      (
        await req.payload.delete({
          collection: 'messages',
          where: { and: [which, { school: { equals: school } }] },
          depth: 0,
          overrideAccess: true,
          req,
        })
      ).docs.length;
    deleted.enquiries += await remove(where.enquiry);
    deleted.contactMessages += await remove(where.contact);
    deleted.grievances += await remove(where.grievance);
  }
  return deleted;
}

// Parents' messages: each form's own time (the Messages: settings global).
export const deleteOldMessages: TaskConfig<{ input: object; output: DeletedMessages }> = {
  slug: 'delete-old-messages',
  label: 'Delete messages from parents whose time is up',
  schedule: [{ cron: DAILY, queue: RETENTION_QUEUE }],
  outputSchema: [
    { name: 'enquiries', type: 'number', required: true },
    { name: 'contactMessages', type: 'number', required: true },
    { name: 'grievances', type: 'number', required: true },
  ],
  handler: async ({ req }) => {
    const none = { enquiries: 0, contactMessages: 0, grievances: 0 };
    const deleted = await onOneReplica(req, 'delete-old-messages', none, () => deleteDueMessages(req, new Date()));
    // How many, never whose: a message's details never reach a log line.
    log.info(
      `[retention] deleted the messages whose time was up: enquiries ${deleted.enquiries}, contact messages ${deleted.contactMessages}, grievances ${deleted.grievances}`,
    );
    return { output: deleted };
  },
};
