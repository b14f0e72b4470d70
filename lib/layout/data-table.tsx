import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';

type DataTableProps = {
  id: string;
  caption: string;
  /** The caption repeats the heading above the table: screen readers still get it, eyes do not read it twice. */
  hideCaption?: boolean;
  /** Many columns: on a phone the table keeps readable columns and scrolls inside its region. */
  wide?: boolean;
  columns: string[];
  rows: ReactNode[][];
};

/**
 * One of the disclosure's tables, numbered as CBSE's format numbers them: a caption, column headers, and
 * each row's first cell as its header. A wide table scrolls inside its own labelled region, never the page.
 */
export async function DataTable({ id, caption, hideCaption = false, wide = false, columns, rows }: DataTableProps) {
  const t = await getTranslations('frame');
  return (
    <div className="table-scroll" role="region" aria-labelledby={id} tabIndex={0}>
      <table className={wide ? 'table-wide' : undefined}>
        <caption id={id} className={hideCaption ? 'visually-hidden' : undefined}>
          {caption}
        </caption>
        <thead>
          <tr>
            <th scope="col">{t('serialNumber')}</th>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(([first, ...rest], index) => (
            <tr key={index}>
              <td>{index + 1}</td>
              <th scope="row">{first}</th>
              {rest.map((cell, cellIndex) => (
                <td key={cellIndex}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
