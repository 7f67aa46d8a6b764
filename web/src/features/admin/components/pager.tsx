import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Previous and Next under a console list, and where the reader is between them (said to screen
 * readers when it changes). Tables that hold every row page them themselves (`DataTable`);
 * lists read a page at a time from the server (`?page=`, `next_page`) pass `hasNext`.
 */
export function Pager({
  table,
  page,
  position,
  hasNext,
  onPage,
}: {
  /** The list's name, for the navigation's label. */
  table: string;
  page: number;
  /** "Page 2 of 3", or "Page 2" where the total is not known. */
  position: ReactNode;
  hasNext: boolean;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <nav className="admin-pager" aria-label={t('admin.pages_label', { table })}>
      <button
        type="button"
        className="button button--secondary button--small"
        disabled={page === 1}
        onClick={() => onPage(page - 1)}
      >
        {t('admin.previous_page')}
      </button>
      <span aria-live="polite">{position}</span>
      <button
        type="button"
        className="button button--secondary button--small"
        disabled={!hasNext}
        onClick={() => onPage(page + 1)}
      >
        {t('admin.next_page')}
      </button>
    </nav>
  );
}
