import type { SystemPreferencesDto } from '@wishwall/contracts/account.dto';

export type PreferenceFlag =
  'allow_email_notifications' | 'marketing_emails' | 'newsletter' | 'allow_sms_notifications';

/** Mail the user only gets while e-mail notifications are on. */
const NEEDS_EMAIL: readonly PreferenceFlag[] = ['marketing_emails', 'newsletter'];

/**
 * docs/product.md#settings: marketing and newsletter are disabled while e-mail notifications are
 * off.
 */
export function isFlagDisabled(preferences: SystemPreferencesDto, flag: PreferenceFlag): boolean {
  return NEEDS_EMAIL.includes(flag) && preferences.allow_email_notifications === 0;
}

/** …and cleared, so what is saved never says "send me mail" with mail off. */
export function applyPreferenceRules(preferences: SystemPreferencesDto): SystemPreferencesDto {
  if (preferences.allow_email_notifications === 1) return preferences;
  return { ...preferences, marketing_emails: 0, newsletter: 0 };
}

/** Ticks or unticks a box, keeping the rule; a disabled box stays as it is. */
export function setPreferenceFlag(
  preferences: SystemPreferencesDto,
  flag: PreferenceFlag,
  on: boolean,
): SystemPreferencesDto {
  if (isFlagDisabled(preferences, flag)) return preferences;
  return applyPreferenceRules({ ...preferences, [flag]: on ? 1 : 0 });
}

type LanguagePreference = SystemPreferencesDto['language_preference'];

/** The preferred languages our e-mails are written in; the others get English ones. */
const MAIL_LANGUAGES: readonly LanguagePreference[] = ['EN-us', 'ES-es'];

/**
 * Whether e-mails in this preferred language come in English instead: all four languages are
 * offered (and stored), but mails are written in English and Spanish only.
 */
export function mailFallsBack(preference: LanguagePreference): boolean {
  return !MAIL_LANGUAGES.includes(preference);
}
