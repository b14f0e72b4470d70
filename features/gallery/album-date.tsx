import { formatLongDate } from '@/lib/dates';
import type { Locale } from '@/lib/i18n/locales';

/** An album's day ("2026-02-14") as "14 February 2026" ("14 फ़रवरी 2026"). */
export function AlbumDate({ day, locale }: { day: string; locale: Locale }) {
  // Noon IST of the day: its IST date is the day itself.
  return <time dateTime={day}>{formatLongDate(`${day}T12:00:00+05:30`, locale)}</time>;
}
