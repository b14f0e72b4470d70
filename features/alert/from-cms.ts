import { asRecord, check, given, type Checked } from '../../lib/rules/checked.ts';
import { alertSchema, type SiteAlert } from './rules.ts';

/** The alert global as the site's shape, before validation; `undefined` when there is no message (no alert). */
export function alertFromCms(doc: unknown): unknown {
  const d = asRecord(doc);
  if (typeof d.message !== 'string' || d.message.trim() === '') return undefined;
  return {
    message: d.message,
    level: given(d.level) ?? 'info',
    link: given(d.link),
    startsAt: given(d.startsAt),
    endsAt: given(d.endsAt),
  };
}

export function validateAlert(input: unknown): Checked {
  return input === undefined ? { ok: true } : check(alertSchema, input);
}

export function parseAlertFromCms(doc: unknown): SiteAlert | undefined {
  const input = alertFromCms(doc);
  return input === undefined ? undefined : alertSchema.parse(input);
}
