const DATE = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
});

/** The date of a page's latest published change: GIGW asks for it, and CBSE counts outdated disclosure data as a violation. */
export function LastUpdated({ at }: { at: string }) {
  const date = new Date(at);
  if (Number.isNaN(date.getTime())) return null;
  return (
    <p className="last-updated">
      Last updated: <time dateTime={date.toISOString()}>{DATE.format(date)}</time>
    </p>
  );
}
