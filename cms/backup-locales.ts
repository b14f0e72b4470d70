import type { Row } from './database-rows.ts';

/** A backed-up table: its columns as the backup's manifest lists them, and its rows. */
export type BackedUpTable = { columns: string[]; rows: Row[] };

// The language every text written before the site had a second one is in (cms/localization.ts).
const ENGLISH = 'en';

/**
 * A backup taken before the site had two languages (issue 36) holds each text in its table's own column
 * (`pages.title`), where today's tables keep it by language in the table's `_locales` table
 * (`pages_locales`: `title`, `_locale`, `_parent_id`). Such a column goes there as English, one row per
 * row of the table, as the migration moved those of a running site; a backup taken since holds none.
 * Only a column the target lacks and its `_locales` table has moves: any other one stays and is refused.
 */
export function textsIntoLocales(
  tables: Map<string, BackedUpTable>,
  schema: Map<string, Map<string, string>>,
): Map<string, BackedUpTable> {
  const result = new Map(tables);
  for (const [table, { columns, rows }] of tables) {
    const locales = schema.get(`${table}_locales`);
    if (!locales || tables.has(`${table}_locales`)) continue;
    const moved = columns.filter((column) => !schema.get(table)?.has(column) && locales.has(column));
    if (moved.length === 0) continue;
    result.set(table, {
      columns: columns.filter((column) => !moved.includes(column)),
      rows: rows.map((row) => Object.fromEntries(Object.entries(row).filter(([column]) => !moved.includes(column)))),
    });
    result.set(`${table}_locales`, {
      columns: [...moved, 'id', '_locale', '_parent_id'],
      rows: rows.map((row, index) => ({
        ...Object.fromEntries(moved.map((column) => [column, row[column] ?? null])),
        id: index + 1,
        _locale: ENGLISH,
        _parent_id: row.id,
      })),
    });
  }
  return result;
}
