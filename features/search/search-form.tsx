type SearchFormWords = { label: string; placeholder: string; submit: string };

type SearchFormProps = {
  /** The search page in the page's language: `/search` or `/hi/search`. */
  action: string;
  words: SearchFormWords;
  /** The input's id, one per form on a page: the header's and the search page's. */
  id: string;
  className: string;
  query?: string;
  /** The label shown, or read by screen readers only (the header's). */
  labelShown?: boolean;
  /** The landmark's name: a page with two search forms must tell them apart. */
  name: { label: string } | { labelledBy: string };
};

/** A plain GET form to the search page: no JavaScript needed, the query lands in the address as `q`. */
export function SearchForm({ action, words, id, className, query, labelShown = false, name }: SearchFormProps) {
  const named = 'label' in name ? { 'aria-label': name.label } : { 'aria-labelledby': name.labelledBy };
  return (
    <form role="search" method="get" action={action} className={className} {...named}>
      <label htmlFor={id} className={labelShown ? 'search-label' : 'visually-hidden'}>
        {words.label}
      </label>
      <input
        id={id}
        type="search"
        name="q"
        defaultValue={query}
        placeholder={words.placeholder}
        maxLength={200}
        autoComplete="off"
        enterKeyHint="search"
      />
      <button type="submit">{words.submit}</button>
    </form>
  );
}
