/** The hrefs of the results on a search page, in order: each `<li>` of `<main> <ol id="search-results">`, its first link. */
export function resultLinks(html: string): string[] {
  const document = new DOMParser().parseFromString(html, 'text/html');
  return [...document.querySelectorAll('main ol#search-results > li')].map(
    (item) => item.querySelector('a')?.getAttribute('href') ?? '',
  );
}
