import type { UserDto } from '@wishwall/contracts/account.dto';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CountrySelect } from '../../../components/ui/country-select.tsx';
import { BusyButton } from '../../../components/ui/busy-button.tsx';
import { Form } from '../../../components/ui/form.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useCountries } from '../../../hooks/use-countries.ts';
import { useFlashMessage } from '../../../hooks/use-flash-message.ts';
import { useLanguage } from '../../../hooks/use-language.ts';
import { useSubmit } from '../../../hooks/use-submit.ts';
import { showToast } from '../../../stores/toast-store.ts';
import { useSessionStore } from '../../../stores/session-store.ts';
import { updateProfile, type ProfileField } from '../api/update-profile.ts';
import { AvatarEditor } from './avatar-editor.tsx';
import { EmailChangeForm } from './email-change-form.tsx';
import { EmailStatus } from './email-status.tsx';
import { FlashAlert } from '../../../components/ui/flash-alert.tsx';

const FAILURE_KEYS = {
  name: 'profile.error_updating_name',
  country_id: 'profile.error_updating_country',
} as const satisfies Record<ProfileField, string>;

interface ProfileTabProps {
  user: UserDto;
}

export function ProfileTab({ user }: ProfileTabProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const countries = useCountries(language);
  const flash = useFlashMessage();
  const { message } = flash;
  const { busy, run } = useSubmit(flash);
  const [name, setName] = useState(user.name);
  const [nameProblem, setNameProblem] = useState<string | null>(null);
  // Null until a country is picked: the profile sends the country only if one was chosen.
  const [countryId, setCountryId] = useState<string | null>(null);

  const currentCountry = user.data_user.country_id ?? '';
  const changes: [ProfileField, string][] = [];
  if (name.trim() !== user.name) changes.push(['name', name.trim()]);
  if (countryId && countryId !== currentCountry) changes.push(['country_id', countryId]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || changes.length === 0) return;
    if (name.trim() === '') {
      setNameProblem(t('form.required'));
      return;
    }
    // One field per call, as the API takes them; stop at the first failure and say which.
    let failing: ProfileField = 'name';
    await run(
      async () => {
        for (const [field, value] of changes) {
          failing = field;
          useSessionStore.getState().setUser(await updateProfile(field, value));
        }
        setCountryId(null);
        setName((current) => current.trim());
        // A confirmation needs nothing from the user: a toast (docs/decisions/0055-site-behaviour.md).
        showToast(t('profile.updated'));
      },
      { fallback: () => t(FAILURE_KEYS[failing]) },
    );
  };

  return (
    <div className="config__sections">
      <section className="config__section" aria-labelledby="profile-avatar">
        <h2 id="profile-avatar" className="visually-hidden">
          {t('profile.avatar_title')}
        </h2>
        <AvatarEditor user={user} />
      </section>
      <section className="config__section" aria-labelledby="profile-details">
        <h2 id="profile-details" className="config__section-title">
          {t('profile.details_title')}
        </h2>
        <Form onSubmit={submit}>
          <TextField
            label={t('auth.name')}
            name="name"
            autoComplete="name"
            value={name}
            onChange={(value) => {
              setName(value);
              setNameProblem(null);
            }}
            error={nameProblem}
            maxLength={120}
            required
          />
          <CountrySelect
            countries={countries.countries}
            value={countryId ?? currentCountry}
            onChange={setCountryId}
            disabled={countries.status === 'loading'}
            error={countries.status === 'error' ? t('country.error_loading_countries') : null}
          />
          <EmailStatus user={user} />
          <FlashAlert message={message} />
          <div className="form__actions">
            <BusyButton busy={busy} busyLabel={t('common.saving')} disabled={changes.length === 0}>
              {t('common.save_changes')}
            </BusyButton>
          </div>
        </Form>
      </section>
      <section className="config__section" aria-labelledby="profile-email-change">
        <h2 id="profile-email-change" className="config__section-title">
          {t('email_change.title')}
        </h2>
        <EmailChangeForm user={user} />
      </section>
    </div>
  );
}
