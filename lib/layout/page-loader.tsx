/** The full-page loader shown while a page loads (spec §2). */
export function PageLoader() {
  return (
    <div className="page-loader" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span className="visually-hidden">Loading page…</span>
    </div>
  );
}
