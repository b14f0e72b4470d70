import type { ReactNode } from 'react';

type DataTableProps = { id: string; caption: string; columns: string[]; rows: ReactNode[][] };

/**
 * One of the disclosure's tables, numbered as CBSE's format numbers them: a caption, column headers, and
 * each row's first cell as its header. A wide table scrolls inside its own labelled region, never the page.
 */
export function DataTable({ id, caption, columns, rows }: DataTableProps) {
  return (
    <div className="table-scroll" role="region" aria-labelledby={id} tabIndex={0}>
      <table>
        <caption id={id}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">S.No.</th>
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
