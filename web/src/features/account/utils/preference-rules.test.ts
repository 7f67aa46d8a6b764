import type { SystemPreferencesDto } from '@wishwall/contracts/account.dto';
import { describe, expect, it } from 'vitest';
import {
  applyPreferenceRules,
  isFlagDisabled,
  mailFallsBack,
  setPreferenceFlag,
} from './preference-rules.ts';

const allOn: SystemPreferencesDto = {
  marketing_emails: 1,
  newsletter: 1,
  allow_email_notifications: 1,
  allow_sms_notifications: 1,
  timezone: 'Central European Standard Time',
  language_preference: 'ES-es',
};

describe('preference rules', () => {
  it('clears marketing and newsletter when e-mail notifications go off', () => {
    const next = setPreferenceFlag(allOn, 'allow_email_notifications', false);
    expect(next).toMatchObject({
      allow_email_notifications: 0,
      marketing_emails: 0,
      newsletter: 0,
      allow_sms_notifications: 1,
      timezone: 'Central European Standard Time',
    });
  });

  it('disables marketing and newsletter while e-mail notifications are off, nothing else', () => {
    const off = setPreferenceFlag(allOn, 'allow_email_notifications', false);
    expect(isFlagDisabled(off, 'marketing_emails')).toBe(true);
    expect(isFlagDisabled(off, 'newsletter')).toBe(true);
    expect(isFlagDisabled(off, 'allow_sms_notifications')).toBe(false);
    expect(isFlagDisabled(off, 'allow_email_notifications')).toBe(false);
    expect(isFlagDisabled(allOn, 'newsletter')).toBe(false);
  });

  it('does not tick a disabled box', () => {
    const off = setPreferenceFlag(allOn, 'allow_email_notifications', false);
    expect(setPreferenceFlag(off, 'newsletter', true).newsletter).toBe(0);
  });

  it('leaves the dependent boxes cleared when e-mail notifications come back on', () => {
    const off = setPreferenceFlag(allOn, 'allow_email_notifications', false);
    const on = setPreferenceFlag(off, 'allow_email_notifications', true);
    expect(on).toMatchObject({ allow_email_notifications: 1, marketing_emails: 0, newsletter: 0 });
    expect(setPreferenceFlag(on, 'newsletter', true).newsletter).toBe(1);
  });

  it('repairs inconsistent stored preferences', () => {
    expect(applyPreferenceRules({ ...allOn, allow_email_notifications: 0 })).toMatchObject({
      marketing_emails: 0,
      newsletter: 0,
    });
    expect(applyPreferenceRules(allOn)).toBe(allOn);
  });
});

describe('mailFallsBack', () => {
  it('sends French and German preferences English mail', () => {
    expect(mailFallsBack('EN-us')).toBe(false);
    expect(mailFallsBack('ES-es')).toBe(false);
    expect(mailFallsBack('FR-fr')).toBe(true);
    expect(mailFallsBack('DE-de')).toBe(true);
  });
});
