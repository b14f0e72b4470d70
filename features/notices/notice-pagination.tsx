import { noticesHref } from '@/features/notices/query';
import type { NoticeFilter } from '@/features/notices/rules';

/** Real links to every page of a list (no JavaScript needed), the current one marked. */
export function NoticePagination({ filter, page, pages }: { filter: NoticeFilter; page: number; pages: number }) {
  if (pages <= 1) return null;
  const numbers = Array.from({ length: pages }, (_, index) => index + 1);
  return (
    <nav className="pagination" aria-label="Pages of notices">
      <ul>
        {page > 1 && (
          <li>
            <a href={noticesHref(filter, page - 1)} rel="prev">
              Previous<span className="visually-hidden"> page</span>
            </a>
          </li>
        )}
        {numbers.map((number) => (
          <li key={number}>
            <a href={noticesHref(filter, number)} aria-current={number === page ? 'page' : undefined}>
              <span className="visually-hidden">Page </span>
              {number}
            </a>
          </li>
        ))}
        {page < pages && (
          <li>
            <a href={noticesHref(filter, page + 1)} rel="next">
              Next<span className="visually-hidden"> page</span>
            </a>
          </li>
        )}
      </ul>
    </nav>
  );
}
