import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingBars } from '../../../components/ui/loading-bars.tsx';
import { failureText } from '../../../hooks/use-submit.ts';
import type { Loaded } from '../hooks/use-admin-load.ts';

/**
 * What a panel shows instead of its list: loading (the product's bars), a failure with its
 * reason and "Try again", or the empty text; `children` once there is something to show.
 */
export function PanelState<T>({
  loaded,
  reload,
  isEmpty,
  empty,
  children,
}: {
  loaded: Loaded<T>;
  reload: () => void;
  isEmpty: (data: T) => boolean;
  empty: string;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation();
  if (loaded.state === 'error') {
    return (
      <div className="admin-state" role="alert">
        <p>
          {t('admin.load_failed')} {failureText(t, loaded.error, t('admin.error'))}
        </p>
        <button type="button" className="button button--secondary button--small" onClick={reload}>
          {t('admin.retry')}
        </button>
      </div>
    );
  }
  if (loaded.data === null) {
    return (
      <div className="admin-state">
        <LoadingBars label={t('admin.loading')} size="small" />
      </div>
    );
  }
  if (isEmpty(loaded.data)) {
    return (
      <div className="admin-state">
        <p>{empty}</p>
      </div>
    );
  }
  return <>{children(loaded.data)}</>;
}

/** A row of mutually exclusive choices (a status filter), the chosen one pressed. */
export function FilterChoices<Value extends string | boolean>({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: readonly { value: Value; label: string }[];
  value: Value;
  onChange: (value: Value) => void;
}) {
  return (
    <div className="admin-filter" role="group" aria-label={label}>
      {options.map((option) => (
        <button
          key={String(option.value)}
          type="button"
          className="admin-filter__option"
          aria-pressed={option.value === value}
          onClick={() => onChange(option.value)}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
