import { getTranslations } from 'next-intl/server';
import { noticesHref } from '@/features/notices/query';
import { NOTICE_CATEGORIES, type NoticeFilter } from '@/features/notices/rules';
import { academicYearLabel } from '@/lib/academic-year';
import { getSiteLocale } from '@/lib/i18n/locale';
import { localePath, type Locale } from '@/lib/i18n/locales';

type Option = { label: string; filter: NoticeFilter; current: boolean };

function Options({ id, label, options, locale }: { id: string; label: string; options: Option[]; locale: Locale }) {
  return (
    // The group is named, not the list: a checker refuses `aria-labelledby` on a `ul` with its implicit role.
    <div className="notice-filter" role="group" aria-labelledby={id}>
      <p className="notice-filter-label" id={id}>
        {label}
      </p>
      <ul>
        {options.map((option) => (
          <li key={option.label}>
            <a href={localePath(locale, noticesHref(option.filter))} aria-current={option.current ? 'page' : undefined}>
              {option.label}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Filters as plain links (no JavaScript): a category, and the current notices or an academic year's. */
export async function NoticeFilters({ filter, years }: { filter: NoticeFilter; years: readonly number[] }) {
  const [t, locale] = await Promise.all([getTranslations('notices'), getSiteLocale()]);
  const categories: Option[] = [
    { label: t('filters.all'), filter: { year: filter.year }, current: filter.category === undefined },
    ...NOTICE_CATEGORIES.map(({ value }) => ({
      label: t(`plurals.${value}`),
      filter: { year: filter.year, category: value },
      current: filter.category === value,
    })),
  ];
  const periods: Option[] = [
    { label: t('filters.current'), filter: { category: filter.category }, current: filter.year === undefined },
    ...years.map((year) => ({
      label: academicYearLabel(year),
      filter: { category: filter.category, year },
      current: filter.year === year,
    })),
  ];
  return (
    <nav className="notice-filters" aria-label={t('filters.label')}>
      <Options id="filter-category" label={t('filters.category')} options={categories} locale={locale} />
      <Options id="filter-year" label={t('filters.year')} options={periods} locale={locale} />
    </nav>
  );
}
