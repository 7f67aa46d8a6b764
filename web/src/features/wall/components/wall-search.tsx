import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useLanguage } from '../../../hooks/use-language.ts';
import { searchPath } from '../../../lib/wish-url.ts';
import { searchQueryOf, searchQueryProblem } from '../utils/search-query.ts';

/** The search box: words or #hashtags, kept in `?q=` so results can be linked and shared. */
export function WallSearch({ query }: { query: string | null }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const [value, setValue] = useState(query ?? '');
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();
  const errorId = `${inputId}-error`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = searchQueryOf(value);
    if (next && searchQueryProblem(next)) {
      setError(t('errors.search_query_too_long'));
      return;
    }
    setError(null);
    void navigate(next ? searchPath(language, next) : `/${language}`);
  };

  return (
    <form className="wall-search" role="search" onSubmit={submit} noValidate>
      <label className="visually-hidden" htmlFor={inputId}>
        {t('wall.search_label')}
      </label>
      <div className="wall-search__row">
        <input
          id={inputId}
          className="field__input wall-search__input"
          type="search"
          name="q"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          placeholder={t('wall.search_placeholder')}
          autoComplete="off"
          enterKeyHint="search"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          data-testid="search-input"
        />
        <button type="submit" className="button button--primary">
          {t('wall.search_submit')}
        </button>
      </div>
      {error && (
        <p id={errorId} className="field__error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
