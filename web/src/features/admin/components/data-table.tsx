import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Pager } from './pager.tsx';
import './admin.css';

export interface Column<Row> {
  id: string;
  label: string;
  cell: (row: Row) => ReactNode;
  /** Sortable by this value when given. */
  sortValue?: (row: Row) => string | number;
  numeric?: boolean;
}

type Direction = 'ascending' | 'descending';

interface DataTableProps<Row> {
  /** Names the table for screen readers (a visually hidden caption). */
  caption: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  rowTestId?: (row: Row) => string;
  sort?: { column: string; direction: Direction };
  pageSize?: number;
  /** The rows are the first the console holds of a longer list (`everyPage`'s cap). */
  more?: boolean;
}

/**
 * The console's tables: a header button sorts by its column (again: the other way), and long
 * lists are paged. Where the column is narrow (a phone, the desktop's middle column) each row
 * folds into a card of label and value (admin.css), so nothing scrolls sideways.
 */
export function DataTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  rowTestId,
  sort: initialSort,
  pageSize = 10,
  more = false,
}: DataTableProps<Row>) {
  const { t } = useTranslation();
  const [sort, setSort] = useState(initialSort);
  const [chosenPage, setPage] = useState(1);
  const sorted = useMemo(() => {
    const column = columns.find((each) => each.id === sort?.column);
    if (!sort || !column?.sortValue) return rows;
    const value = column.sortValue;
    const factor = sort.direction === 'ascending' ? 1 : -1;
    return [...rows].sort((a, b) => {
      const left = value(a);
      const right = value(b);
      return (left < right ? -1 : left > right ? 1 : 0) * factor;
    });
  }, [rows, columns, sort]);
  const pages = Math.max(1, Math.ceil(sorted.length / pageSize));
  // Fewer rows than before (an action took one away): the last page there is.
  const page = Math.min(chosenPage, pages);
  const shown = sorted.slice((page - 1) * pageSize, page * pageSize);

  const sortBy = (column: string) =>
    setSort((current) => ({
      column,
      direction:
        current?.column === column && current.direction === 'ascending'
          ? 'descending'
          : 'ascending',
    }));

  return (
    <div className="admin-table-wrap">
      <table className="admin-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => {
              const sortedHere = sort?.column === column.id ? sort.direction : undefined;
              return (
                <th
                  key={column.id}
                  scope="col"
                  className={column.numeric ? 'admin-table__number' : undefined}
                  aria-sort={column.sortValue ? (sortedHere ?? 'none') : undefined}
                >
                  {column.sortValue ? (
                    <button
                      type="button"
                      className="admin-table__sort"
                      onClick={() => sortBy(column.id)}
                    >
                      {column.label}
                      <span aria-hidden="true">
                        {sortedHere === 'ascending' ? '▲' : sortedHere === 'descending' ? '▼' : '↕'}
                      </span>
                    </button>
                  ) : (
                    column.label
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {shown.map((row) => (
            <tr key={rowKey(row)} data-testid={rowTestId?.(row)}>
              {columns.map((column) => (
                <td
                  key={column.id}
                  data-label={column.label}
                  className={column.numeric ? 'admin-table__number' : undefined}
                >
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {more && (
        <p className="admin-table__capped" role="note" data-testid="admin-table-capped">
          {t('admin.list_capped', { count: rows.length })}
        </p>
      )}
      {pages > 1 && (
        <Pager
          table={caption}
          page={page}
          position={t('admin.page_of', { page, pages })}
          hasNext={page < pages}
          onPage={setPage}
        />
      )}
    </div>
  );
}
