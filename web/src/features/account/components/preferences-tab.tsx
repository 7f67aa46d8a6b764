import {
  LANGUAGE_PREFERENCES,
  TIMEZONES,
  type SystemPreferencesDto,
} from '@wishwall/contracts/account.dto';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert.tsx';
import { BusyButton } from '../../../components/ui/busy-button.tsx';
import { CheckboxField } from '../../../components/ui/checkbox-field.tsx';
import { Form } from '../../../components/ui/form.tsx';
import { LoadingBars } from '../../../components/ui/loading-bars.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { useFlashMessage } from '../../../hooks/use-flash-message.ts';
import { useSubmit } from '../../../hooks/use-submit.ts';
import { showToast } from '../../../stores/toast-store.ts';
import { getSystemPreferences, saveSystemPreferences } from '../api/system-preferences.ts';
import {
  applyPreferenceRules,
  isFlagDisabled,
  mailFallsBack,
  setPreferenceFlag,
  type PreferenceFlag,
} from '../utils/preference-rules.ts';
import { FlashAlert } from '../../../components/ui/flash-alert.tsx';

type Timezone = SystemPreferencesDto['timezone'];
type LanguagePreference = SystemPreferencesDto['language_preference'];

// Option values are the contract's; the labels are translated.
const TIMEZONE_KEYS = {
  'Pacific Standard Time': 'pacific',
  'Mountain Standard Time': 'mountain',
  'Central Standard Time': 'central',
  'Eastern Standard Time': 'eastern',
  'Central European Standard Time': 'central_european',
  'Greenwich Mean Time': 'greenwich',
  'Indian Standard Time': 'indian',
  'China Standard Time': 'china',
} as const satisfies Record<Timezone, string>;

const LANGUAGE_KEYS = {
  'EN-us': 'en_us',
  'ES-es': 'es_es',
  'FR-fr': 'fr_fr',
  'DE-de': 'de_de',
} as const satisfies Record<LanguagePreference, string>;

/** Mail first, the two kinds of mail that depend on it beneath it, then SMS. */
const FLAGS: readonly PreferenceFlag[] = [
  'allow_email_notifications',
  'marketing_emails',
  'newsletter',
  'allow_sms_notifications',
];

type Loaded =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; preferences: SystemPreferencesDto };

export function PreferencesTab() {
  const { t } = useTranslation();
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const flash = useFlashMessage();
  const { message } = flash;
  const { busy, run } = useSubmit(flash);

  useEffect(() => {
    const controller = new AbortController();
    getSystemPreferences(controller.signal).then(
      (preferences) =>
        setLoaded({ status: 'ready', preferences: applyPreferenceRules(preferences) }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.warn('Could not load the preferences', error);
        setLoaded({ status: 'error' });
      },
    );
    return () => controller.abort();
  }, [attempt]);

  if (loaded.status === 'loading') {
    return (
      <div className="config__loading">
        <LoadingBars label={t('preferences.loading')} />
      </div>
    );
  }

  if (loaded.status === 'error') {
    return (
      <div className="config__sections">
        <Alert tone="error">{t('preferences.error_getting_system_preferences')}</Alert>
        <div className="form__actions">
          <button
            type="button"
            className="button button--secondary"
            onClick={() => {
              setLoaded({ status: 'loading' });
              setAttempt((current) => current + 1);
            }}
          >
            {t('common.try_again')}
          </button>
        </div>
      </div>
    );
  }

  const { preferences } = loaded;
  const update = (next: SystemPreferencesDto) => setLoaded({ status: 'ready', preferences: next });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    await run(
      async () => {
        const saved = await saveSystemPreferences(applyPreferenceRules(preferences));
        update(applyPreferenceRules(saved));
        // A confirmation needs nothing from the user: a toast (docs/decisions/0055-site-behaviour.md).
        showToast(t('preferences.updated'));
      },
      { fallback: t('preferences.error_updating_preferences') },
    );
  };

  return (
    <Form className="form config__sections" onSubmit={submit}>
      <fieldset className="config__fieldset">
        <legend className="config__section-title">{t('preferences.notifications_title')}</legend>
        {FLAGS.map((flag) => (
          <div
            key={flag}
            className={
              flag === 'marketing_emails' || flag === 'newsletter'
                ? 'preferences__flag preferences__flag--nested'
                : 'preferences__flag'
            }
          >
            <CheckboxField
              label={t(`preferences.${flag}`)}
              name={flag}
              checked={preferences[flag] === 1}
              disabled={isFlagDisabled(preferences, flag)}
              hint={isFlagDisabled(preferences, flag) ? t('preferences.needs_email') : undefined}
              onChange={(on) => update(setPreferenceFlag(preferences, flag, on))}
            />
          </div>
        ))}
      </fieldset>
      <fieldset className="config__fieldset">
        <legend className="config__section-title">{t('preferences.regional_title')}</legend>
        <div className="form__row">
          <SelectField
            label={t('preferences.timezone')}
            name="timezone"
            value={preferences.timezone}
            options={TIMEZONES.map((zone) => ({
              value: zone,
              label: t(`preferences.timezones.${TIMEZONE_KEYS[zone]}`),
            }))}
            onChange={(value) => {
              const timezone = TIMEZONES.find((zone) => zone === value);
              if (timezone) update({ ...preferences, timezone });
            }}
          />
          <SelectField
            label={t('preferences.language_preference')}
            name="language_preference"
            value={preferences.language_preference}
            options={LANGUAGE_PREFERENCES.map((code) => ({
              value: code,
              label: t(`preferences.languages.${LANGUAGE_KEYS[code]}`),
            }))}
            onChange={(value) => {
              const language = LANGUAGE_PREFERENCES.find((code) => code === value);
              if (language) update({ ...preferences, language_preference: language });
            }}
            hint={
              <span data-testid="language-preference-hint">
                {t('preferences.language_hint')}{' '}
                {mailFallsBack(preferences.language_preference)
                  ? t('preferences.mail_fallback_chosen')
                  : t('preferences.mail_fallback')}
              </span>
            }
          />
        </div>
      </fieldset>
      <FlashAlert message={message} />
      <div className="form__actions">
        <BusyButton busy={busy} busyLabel={t('common.saving')}>
          {t('common.save_changes')}
        </BusyButton>
      </div>
    </Form>
  );
}
