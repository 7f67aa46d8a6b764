import { LANGUAGES, type Language } from '@wishwall/contracts/constants';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { useLanguage } from '../../../hooks/use-language.ts';
import { languageSwitchUrl } from '../utils/language-switch-url.ts';
import './language-selector.css';

// Each language is named in itself, so a reader finds their own whatever the current language.
const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', es: 'Español' };

/** EN / ES. Switching reloads the page so every text, date and number is rendered afresh. */
export function LanguageSelector() {
  const { t } = useTranslation();
  const current = useLanguage();
  const location = useLocation();

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
          onClick={() => {
            if (language === current) return;
            window.location.assign(languageSwitchUrl(location.pathname, location.search, language));
          }}
        >
          {language.toUpperCase()}
        </button>
      ))}
    </div>
  );
}
