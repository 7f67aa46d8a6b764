import { LANGUAGES, type Language } from '@wishwall/contracts/constants';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { useHydrated } from '../../../hooks/use-hydrated.ts';
import { useLanguage } from '../../../hooks/use-language.ts';
import { PHONE_QUERY, useMediaQuery } from '../../../hooks/use-media-query.ts';
import { languageSwitchUrl } from '../utils/language-switch-url.ts';
import './language-selector.css';

// Each language is named in itself, so a reader finds their own whatever the current language.
const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', es: 'Español' };

function useSwitchLanguage() {
  const current = useLanguage();
  const location = useLocation();
  return (language: Language) => {
    if (language === current) return;
    window.location.assign(languageSwitchUrl(location.pathname, location.search, language));
  };
}

/** EN / ES side by side, where the header has room. */
function LanguageButtons() {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const current = useLanguage();
  const switchTo = useSwitchLanguage();

  return (
    <div className="language-selector" role="group" aria-label={t('language.selector_label')}>
      {LANGUAGES.map((language) => (
        <button
          key={language}
          type="button"
          lang={language}
          className="language-selector__option"
          aria-pressed={language === current}
          // The visible code leads the name, so speech users can say what they see (WCAG 2.5.3).
          aria-label={`${language.toUpperCase()}: ${t('language.switch_to', { name: LANGUAGE_NAMES[language] })}`}
          onClick={() => switchTo(language)}
          disabled={!hydrated}
        >
          {language.toUpperCase()}
        </button>
      ))}
    </div>
  );
}

/** On a phone: one button with the current language, opening the language selector dialog. */
function LanguageDialogButton() {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const current = useLanguage();
  const switchTo = useSwitchLanguage();
  const [open, setOpen] = useState(false);
  const label = t('language.selector_label');

  return (
    <>
      <button
        type="button"
        className="language-selector__open"
        aria-haspopup="dialog"
        aria-label={`${current.toUpperCase()}: ${label}, ${LANGUAGE_NAMES[current]}`}
        onClick={() => setOpen(true)}
        disabled={!hydrated}
        data-testid="open-language"
      >
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          <path
            fill="currentColor"
            d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm6.93 6h-2.95a15.7 15.7 0 0 0-1.38-3.56A8.03 8.03 0 0 1 18.93 8zM12 4.04c.83 1.2 1.48 2.53 1.91 3.96h-3.82c.43-1.43 1.08-2.76 1.91-3.96zM4.26 14a8.2 8.2 0 0 1 0-4h3.38a16.5 16.5 0 0 0 0 4H4.26zm.81 2h2.95c.32 1.25.78 2.45 1.38 3.56A8 8 0 0 1 5.07 16zm2.95-8H5.07a8 8 0 0 1 4.33-3.56A15.7 15.7 0 0 0 8.02 8zM12 19.96A14.1 14.1 0 0 1 10.09 16h3.82A14.1 14.1 0 0 1 12 19.96zM14.34 14H9.66a14.7 14.7 0 0 1 0-4h4.68a14.7 14.7 0 0 1 0 4zm.25 5.56c.6-1.11 1.06-2.31 1.38-3.56h2.95a8.03 8.03 0 0 1-4.33 3.56zM16.36 14a16.5 16.5 0 0 0 0-4h3.38a8.2 8.2 0 0 1 0 4h-3.38z"
          />
        </svg>
        {current.toUpperCase()}
      </button>
      {open && (
        <Dialog
          title={label}
          onClose={() => setOpen(false)}
          closeOnBackdrop
          testId="language-dialog"
        >
          <ul className="language-dialog__list">
            {LANGUAGES.map((language) => (
              <li key={language}>
                <button
                  type="button"
                  lang={language}
                  className="language-dialog__option"
                  aria-current={language === current ? 'true' : undefined}
                  data-autofocus={language === current ? true : undefined}
                  onClick={() => (language === current ? setOpen(false) : switchTo(language))}
                >
                  <span className="language-dialog__code" aria-hidden="true">
                    {language.toUpperCase()}
                  </span>
                  {LANGUAGE_NAMES[language]}
                </button>
              </li>
            ))}
          </ul>
        </Dialog>
      )}
    </>
  );
}

/**
 * The language selector. Switching reloads the page so every text, date and number is rendered
 * afresh. Below 768 px the header has no room for both buttons: a dialog lists them
 * (docs/product.md#layout-dialogs-and-errors).
 */
export function LanguageSelector() {
  // Null on the server and while hydrating: both, CSS shows the one that fits (decision 0058).
  const phone = useMediaQuery(PHONE_QUERY, null);
  if (phone === null) {
    return (
      <>
        <span className="variant-phone">
          <LanguageDialogButton />
        </span>
        <span className="variant-wide">
          <LanguageButtons />
        </span>
      </>
    );
  }
  return phone ? <LanguageDialogButton /> : <LanguageButtons />;
}
