import { DEFAULT_RETENTION } from '@/features/messages/privacy-notice-text';
import { dueWhere, isDue, messageCutoffs } from '@/features/messages/retention';

const months = (from: Date, count: number) => {
  const date = new Date(from);
  date.setUTCMonth(date.getUTCMonth() + count);
  return date.toISOString();
};

describe('the daily clean-up of messages from parents', () => {
  // A frozen clock: the rule is a function of the moment the clean-up runs and of the settings.
  const now = new Date('2027-03-15T03:00:00.000Z');
  const due = (message: { form: string; status: string; createdAt: string; closedAt?: string | null }) =>
    isDue(message, now, DEFAULT_RETENTION);

  it('deletes an enquiry sent more than 12 months ago and keeps one sent inside 12 months', () => {
    expect(due({ form: 'enquiry', status: 'new', createdAt: months(now, -13) })).toBe(true);
    expect(due({ form: 'enquiry', status: 'closed', createdAt: '2026-03-15T02:59:59.999Z' })).toBe(true);
    expect(due({ form: 'enquiry', status: 'new', createdAt: '2026-03-15T03:00:00.000Z' })).toBe(false);
    expect(due({ form: 'enquiry', status: 'new', createdAt: months(now, -11) })).toBe(false);
  });

  it('keeps a contact message 6 months', () => {
    expect(due({ form: 'contact', status: 'new', createdAt: months(now, -7) })).toBe(true);
    expect(due({ form: 'contact', status: 'closed', createdAt: months(now, -5) })).toBe(false);
  });

  it('keeps a grievance 3 years after it was closed, and an open one however old', () => {
    const sent = months(now, -60);
    expect(due({ form: 'grievance', status: 'resolved', createdAt: sent, closedAt: months(now, -37) })).toBe(true);
    expect(due({ form: 'grievance', status: 'resolved', createdAt: sent, closedAt: months(now, -35) })).toBe(false);
    expect(due({ form: 'grievance', status: 'received', createdAt: sent })).toBe(false);
    expect(due({ form: 'grievance', status: 'in-progress', createdAt: sent })).toBe(false);
  });

  it('follows the months the office saved in the settings', () => {
    const shorter = { enquiryMonths: 3, contactMonths: 1, grievanceMonthsAfterClosed: 12 };
    expect(isDue({ form: 'enquiry', status: 'new', createdAt: months(now, -4) }, now, shorter)).toBe(true);
    expect(isDue({ form: 'contact', status: 'new', createdAt: months(now, -2) }, now, shorter)).toBe(true);
    expect(
      isDue(
        { form: 'grievance', status: 'resolved', createdAt: months(now, -20), closedAt: months(now, -13) },
        now,
        shorter,
      ),
    ).toBe(true);
  });

  it('asks the database the same: by form, the instant each form’s time began, and only closed grievances', () => {
    expect(messageCutoffs(now, DEFAULT_RETENTION)).toEqual({
      enquiry: new Date('2026-03-15T03:00:00.000Z'),
      contact: new Date('2026-09-15T03:00:00.000Z'),
      grievanceClosed: new Date('2024-03-15T03:00:00.000Z'),
    });
    expect(dueWhere(now, DEFAULT_RETENTION)).toEqual({
      enquiry: { form: { equals: 'enquiry' }, createdAt: { less_than: '2026-03-15T03:00:00.000Z' } },
      contact: { form: { equals: 'contact' }, createdAt: { less_than: '2026-09-15T03:00:00.000Z' } },
      grievance: {
        form: { equals: 'grievance' },
        status: { in: ['closed', 'resolved'] },
        closedAt: { less_than: '2024-03-15T03:00:00.000Z' },
      },
    });
  });
});
