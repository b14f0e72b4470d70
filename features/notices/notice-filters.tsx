import { noticesHref } from '@/features/notices/query';
import { NOTICE_CATEGORIES, type NoticeFilter } from '@/features/notices/rules';
import { academicYearLabel } from '@/lib/academic-year';

type Option = { label: string; filter: NoticeFilter; current: boolean };

function Options({ id, label, options }: { id: string; label: string; options: Option[] }) {
  return (
    <div className="notice-filter">
      <p className="notice-filter-label" id={id}>
        {label}
      </p>
      <ul aria-labelledby={id}>
        {options.map((option) => (
          <li key={option.label}>
            <a href={noticesHref(option.filter)} aria-current={option.current ? 'page' : undefined}>
              {option.label}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Filters as plain links (no JavaScript): a category, and the current notices or an academic year's. */
export function NoticeFilters({ filter, years }: { filter: NoticeFilter; years: readonly number[] }) {
  const categories: Option[] = [
    { label: 'All', filter: { year: filter.year }, current: filter.category === undefined },
    ...NOTICE_CATEGORIES.map(({ value, plural }) => ({
      label: plural,
      filter: { year: filter.year, category: value },
      current: filter.category === value,
    })),
  ];
  const periods: Option[] = [
    { label: 'Current', filter: { category: filter.category }, current: filter.year === undefined },
    ...years.map((year) => ({
      label: academicYearLabel(year),
      filter: { category: filter.category, year },
      current: filter.year === year,
    })),
  ];
  return (
    <nav className="notice-filters" aria-label="Filter notices">
      <Options id="filter-category" label="Category" options={categories} />
      <Options id="filter-year" label="Academic year" options={periods} />
    </nav>
  );
}
