import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckboxField } from '../../../components/ui/checkbox-field.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { useConsentStore } from '../stores/consent-store.ts';
import { ESSENTIAL_ONLY, type ConsentChoice } from '../utils/consent-choice.ts';

const OPTIONAL = ['performance', 'functionality', 'advertising'] as const;

/** The cookie settings dialog: essential always on, the three optional categories to choose. */
export function CookieSettingsDialog() {
  const { t } = useTranslation();
  const stored = useConsentStore((s) => s.consent);
  const { choose, closeSettings } = useConsentStore.getState();
  const [draft, setDraft] = useState<ConsentChoice>(stored ?? ESSENTIAL_ONLY);

  return (
    <Dialog title={t('cookies.settings_title')} onClose={closeSettings} testId="cookie-settings">
      <form
        className="form"
        onSubmit={(event) => {
          event.preventDefault();
          choose(draft);
        }}
      >
        <p>{t('cookies.settings_intro')}</p>
        <CheckboxField
          label={t('cookies.essential')}
          name="essential"
          checked
          disabled
          onChange={() => undefined}
          hint={t('cookies.essential_hint')}
        />
        {OPTIONAL.map((category) => (
          <CheckboxField
            key={category}
            label={t(`cookies.${category}`)}
            name={category}
            checked={draft[category]}
            onChange={(checked) => setDraft((current) => ({ ...current, [category]: checked }))}
            hint={t(`cookies.${category}_hint`)}
          />
        ))}
        <button type="submit" className="button button--primary" data-testid="cookie-save">
          {t('cookies.save')}
        </button>
      </form>
    </Dialog>
  );
}
