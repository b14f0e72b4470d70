import { academicYearName, academicYearOf } from '../../lib/academic-year.ts';
import { addDays, isDay, istDay, type Day } from '../../lib/dates.ts';
import { NUMBER_LIMIT } from '../transfer-certificates/rate-limit.ts';
import { messageItems, type MessageFacts } from './message-rules.ts';

/**
 * What needs the school office's attention before CBSE or a parent notices it (CBSE's circular of
 * 12 January 2026 counts outdated disclosure data as a violation): the rules of the admin dashboard's
 * "Needs attention" list, decided on India's days (lib/dates.ts) at the moment given.
 */

/** How long before a certificate's last valid day it is listed. */
const DUE_WITHIN_DAYS = 60;

/** The admin's addresses where each item is fixed. */
export const FIX = {
  // One document a school: the admin opens the selected school's (Payload's multi-tenant plugin).
  disclosure: '/admin/collections/disclosure',
  annualReport: '/admin/collections/annual-reports/create',
  bookLists: '/admin/collections/book-lists',
  messages: '/admin/collections/messages',
} as const;

/** What the dashboard reads from the CMS: plain data, so the rules run on any `now`. */
export type AttentionFacts = {
  /** The disclosure's documents that have a last valid day. */
  certificates: { name: string; validUntil: Day }[];
  /** The academic years (`2025-26`) that have an annual report. */
  annualReportYears: string[];
  /** The academic years (`2026-27`) that have at least one book list. */
  bookListYears: string[];
  /** When the disclosure was last saved (an instant), if ever. */
  disclosureUpdatedAt?: string | null;
  /** TCs whose lookups were blocked (features/transfer-certificates/lookup.ts), with the day it happened. */
  blockedTcs?: { id: number; number: string; blockedOn: Day }[];
  /** Messages from parents waiting too long; absent for an account that may not read them. */
  messages?: MessageFacts | undefined;
  /** E-mail: whether it is off (no SMTP_URL; the panel says so under the list), and the mail not sent yet. */
  mail?: MailFacts;
  /** PDFs the site shows whose words search cannot read (scans) and that have no summary: when each was saved. */
  pdfsWithoutText?: { id: number; title: string; updatedAt: string }[];
};

type MailFacts = {
  off: boolean;
  count: number;
  /** When the oldest mail not sent was queued (an instant). */
  oldestAt?: string | undefined;
  /** How many of them gave up after every retry. */
  failed: number;
};

export type AttentionItem = {
  key: string;
  /** "Fire safety certificate", "Annual report 2025-26". */
  subject: string;
  /** Said before the day: "expired on", "due on". */
  state: string;
  day: Day;
  /** Past due (shown as an error) or coming up (a warning). */
  urgency: 'overdue' | 'soon';
  href: string;
  action: string;
};

/** The years the rules ask about at `now`: the last one's annual report and the current one's book lists. */
export function yearsToCheck(now: Date | number): { annualReport: string; bookList: string } {
  const year = academicYearOf(istDay(now));
  return { annualReport: academicYearName(year - 1), bookList: academicYearName(year) };
}

/** The same day a year later (29 February → 1 March). */
function aYearAfter(day: Day): Day {
  const next = `${Number(day.slice(0, 4)) + 1}${day.slice(4)}`;
  return isDay(next) ? next : addDays(`${next.slice(0, 4)}-02-28`, 1);
}

function certificates(facts: AttentionFacts, today: Day): AttentionItem[] {
  const soon = addDays(today, DUE_WITHIN_DAYS);
  return facts.certificates
    .filter(({ validUntil }) => validUntil <= soon)
    .map(({ name, validUntil }) => {
      const expired = validUntil < today;
      return {
        key: `certificate:${name}`,
        subject: name,
        state: expired ? 'expired on' : 'due on',
        day: validUntil,
        urgency: expired ? 'overdue' : 'soon',
        href: FIX.disclosure,
        action: 'Upload the renewed certificate',
      };
    });
}

/** How long ago, roughly: "5 minutes", "3 hours", "2 days". */
function ageOf(since: number, now: number): string {
  const minutes = Math.max(0, Math.floor((now - since) / 60_000));
  const [count, unit] =
    minutes < 120
      ? [minutes, 'minute']
      : minutes < 48 * 60
        ? [Math.floor(minutes / 60), 'hour']
        : [Math.floor(minutes / 1440), 'day'];
  return `${count} ${unit}${count === 1 ? '' : 's'}`;
}

// Mail normally leaves within a minute; one waiting longer means the SMTP server is refusing or down.
const MAIL_LATE_MS = 15 * 60_000;

function mailItems(mail: MailFacts | undefined, now: Date | number): AttentionItem[] {
  if (!mail) return [];
  const items: AttentionItem[] = [];
  const at = new Date(now).getTime();
  const oldest = mail.oldestAt ? new Date(mail.oldestAt).getTime() : NaN;
  if (mail.count > 0 && !Number.isNaN(oldest)) {
    const gaveUp =
      mail.failed > 0 ? `, ${mail.failed} after every retry (ask for the SMTP settings to be checked)` : '';
    items.push({
      key: 'mail-waiting',
      subject: `${mail.count} e-mail${mail.count === 1 ? '' : 's'} about parents’ messages`,
      state: `not sent yet${gaveUp}; the oldest has waited ${ageOf(oldest, at)}, since`,
      day: istDay(oldest),
      urgency: mail.failed > 0 || at - oldest > MAIL_LATE_MS ? 'overdue' : 'soon',
      href: FIX.messages,
      action: 'Read the messages in the admin',
    });
  }
  return items;
}

// Search finds a scan, or a file over the text reader's limits (features/documents/pdf-text.ts), only by its
// summary: the office writes one, or the circular is never found.
function pdfItems(pdfs: AttentionFacts['pdfsWithoutText']): AttentionItem[] {
  return (pdfs ?? []).map((pdf) => ({
    key: `pdf-without-text:${pdf.id}`,
    subject: `PDF “${pdf.title}”`,
    state: 'has no text search could read (a scan, or a file too large or complex to read) and no summary; saved on',
    day: istDay(pdf.updatedAt),
    urgency: 'soon',
    href: `/admin/collections/documents/${pdf.id}`,
    action: 'Add a summary for search',
  }));
}

/** The items needing attention at `now`, overdue first, each group by day. */
export function needsAttention(facts: AttentionFacts, now: Date | number): AttentionItem[] {
  const today = istDay(now);
  const year = academicYearOf(today);
  const items = certificates(facts, today);

  // Due on the website by 15 September after the year it covers (Bye-Law 14.5); the day itself is in time.
  const reportDue = `${year}-09-15`;
  const lastYear = academicYearName(year - 1);
  if (today > reportDue && !facts.annualReportYears.includes(lastYear)) {
    items.push({
      key: 'annual-report',
      subject: `Annual report ${lastYear}`,
      state: 'not added; it was due on',
      day: reportDue,
      urgency: 'overdue',
      href: FIX.annualReport,
      action: 'Add the annual report',
    });
  }

  // The year starts on 1 April, the day academicYearOf moves on: from then on its book list is missing.
  const thisYear = academicYearName(year);
  if (!facts.bookListYears.includes(thisYear)) {
    items.push({
      key: 'book-list',
      subject: `Book list ${thisYear}`,
      state: 'not added; the year began on',
      day: `${year}-04-01`,
      urgency: 'overdue',
      href: FIX.bookLists,
      action: 'Add the book lists',
    });
  }

  if (facts.disclosureUpdatedAt) {
    const saved = new Date(facts.disclosureUpdatedAt);
    if (!Number.isNaN(saved.getTime()) && today >= aYearAfter(istDay(saved))) {
      items.push({
        key: 'disclosure',
        subject: 'Mandatory Public Disclosure',
        state: 'unchanged since',
        day: istDay(saved),
        urgency: 'overdue',
        href: FIX.disclosure,
        action: 'Review and save the disclosure',
      });
    }
  }

  // Blocked until the day ends: someone may be guessing the date of birth, and the family or the receiving
  // school cannot verify it meanwhile. The office can tell them.
  for (const tc of facts.blockedTcs ?? []) {
    if (tc.blockedOn !== today) continue;
    items.push({
      key: `tc-blocked:${tc.id}`,
      subject: `TC ${tc.number}`,
      state: `cannot be verified after ${NUMBER_LIMIT.points} lookups without the right date of birth, until the end of`,
      day: today,
      urgency: 'overdue',
      href: `/admin/collections/transfer-certificates/${tc.id}`,
      action: 'Open the TC to contact the family',
    });
  }

  items.push(...mailItems(facts.mail, now));
  items.push(...messageItems(facts.messages, now));
  items.push(...pdfItems(facts.pdfsWithoutText));

  const rank = (item: AttentionItem) => (item.urgency === 'overdue' ? 0 : 1);
  return items.sort((a, b) => rank(a) - rank(b) || a.day.localeCompare(b.day));
}
