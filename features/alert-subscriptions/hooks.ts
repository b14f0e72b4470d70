import type { CollectionAfterChangeHook } from 'payload';
import { schoolIdOf } from '../../cms/school-scope.ts';
import { DEFAULT_LOCALE } from '../../lib/i18n/locales.ts';
import { log } from '../../lib/log.ts';
import { queueAlertDelivery } from './delivery-mail.ts';
import { queuePushDelivery } from './delivery-push.ts';

type AlertDoc = {
  id: number;
  level?: string | null;
  message?: string | null;
  endsAt?: string | null;
  school?: unknown;
};
type NoticeDoc = { id: number; _status?: string | null; title?: string | null; school?: unknown };

/**
 * Queues an alert's mails and its pushes, each on its own: a save never fails because they could not be
 * queued, and the log says which did not, without any address.
 */
async function queueSafely(...args: Parameters<typeof queueAlertDelivery>): Promise<void> {
  const channels = [
    ['mails', queueAlertDelivery],
    ['pushes', queuePushDelivery],
  ] as const;
  for (const [what, queue] of channels) {
    try {
      await queue(...args);
    } catch (error) {
      log.error(`[alerts] the alert ${what} could not be queued (${(error as Error).name})`);
    }
  }
}

/**
 * The alert's: saved as urgent with a new message, in English (the office's first language, so a Hindi
 * translation saved after it sends nothing more), and not already over, it is mailed and pushed at once.
 */
export const sendUrgentAlert: CollectionAfterChangeHook = async ({ doc, previousDoc, req }) => {
  const alert = doc as AlertDoc;
  const before = (previousDoc ?? {}) as Partial<AlertDoc>;
  const school = schoolIdOf(alert.school);
  const english = (req.locale ?? DEFAULT_LOCALE) === DEFAULT_LOCALE;
  const over = alert.endsAt ? Date.parse(alert.endsAt) < Date.now() : false;
  const changed = before.level !== 'urgent' || before.message !== alert.message;
  if (alert.level !== 'urgent' || !alert.message || !english || over || !changed || school === undefined) return;
  await queueSafely(req, 'urgent', school, alert.id, alert.message ?? '');
};

/** The notices': a notice published for the first time is mailed and pushed to those who asked for every notice. */
export const sendNewNotice: CollectionAfterChangeHook = async ({ doc, previousDoc, req }) => {
  const notice = doc as NoticeDoc;
  const school = schoolIdOf(notice.school);
  if (notice._status !== 'published' || (previousDoc as NoticeDoc | undefined)?._status === 'published') return;
  if (school === undefined) return;
  await queueSafely(req, 'notice', school, notice.id, notice.title ?? '');
};
