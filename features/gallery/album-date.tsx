const DAY = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** An album's day ("2026-02-14") as "14 February 2026". */
export function AlbumDate({ day }: { day: string }) {
  return <time dateTime={day}>{DAY.format(new Date(`${day}T00:00:00Z`))}</time>;
}
