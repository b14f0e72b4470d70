import { stringify } from 'csv-stringify/sync';
import { formatDate, formatTime, istClock } from '../../lib/dates.ts';
import { CONTACT_TOPICS, FORM_TITLES, GRIEVANCE_CATEGORIES, isFormKind, STATUSES } from './rules.ts';

/**
 * The office's list of messages as a spreadsheet: one row per message in the order given, its header first.
 * Pure: the export endpoint (export-endpoint.ts) reads the rows as the signed-in account may.
 */

/** A message as stored, with who handled it already put as a person would read it. */
export type CsvMessage = {
  reference: string;
  form: string;
  status: string;
  createdAt: string;
  name: string;
  mobile?: string | null;
  email?: string | null;
  classSought?: string | null;
  yearSought?: string | null;
  childFirstName?: string | null;
  topic?: string | null;
  category?: string | null;
  message?: string | null;
  handledBy?: string | null;
  closedAt?: string | null;
  notes?: string | null;
};

export const CSV_HEADER = [
  'Reference',
  'Form',
  'Status',
  'Sent at (IST)',
  'Name',
  'Mobile',
  'E-mail',
  'Class sought',
  'Year sought',
  'Child’s first name',
  'Topic',
  'Category',
  'Message',
  'Handled by',
  'Closed on (IST)',
  'Internal notes',
] as const;

const label = (options: readonly { value: string; label: string }[], value: string | null | undefined) =>
  options.find((option) => option.value === value)?.label ?? value ?? '';

/** "25 Nov 2026, 5:30 pm", on India's clock. */
function istDateTime(instant: string | null | undefined): string {
  if (!instant || Number.isNaN(Date.parse(instant))) return '';
  const { day, time } = istClock(instant);
  return `${formatDate(day)}, ${formatTime(time)}`;
}

function row(message: CsvMessage): string[] {
  const statuses = isFormKind(message.form) ? STATUSES[message.form] : [];
  return [
    message.reference,
    isFormKind(message.form) ? FORM_TITLES[message.form] : message.form,
    label(statuses, message.status),
    istDateTime(message.createdAt),
    message.name,
    message.mobile ?? '',
    message.email ?? '',
    message.classSought ?? '',
    message.yearSought ?? '',
    message.childFirstName ?? '',
    message.topic ? label(CONTACT_TOPICS, message.topic) : '',
    message.category ? label(GRIEVANCE_CATEGORIES, message.category) : '',
    message.message ?? '',
    message.handledBy ?? '',
    istDateTime(message.closedAt),
    message.notes ?? '',
  ];
}

/**
 * The CSV text. What parents typed is never read as a formula: a cell starting with = + - @, a tab or a
 * carriage return gets a leading apostrophe (OWASP's CSV injection advice), so `+919810045678` reads
 * `'+919810045678`. CRLF line ends and a byte-order mark, so that Excel opens the names' accents right.
 */
export function messagesCsv(messages: readonly CsvMessage[]): string {
  return stringify([[...CSV_HEADER], ...messages.map(row)], {
    escape_formulas: true,
    record_delimiter: 'windows',
    bom: true,
  });
}

/** `messages-2026-11-25.csv`, the day on India's clock. */
export function csvFileName(now: Date | number): string {
  return `messages-${istClock(now).day}.csv`;
}
