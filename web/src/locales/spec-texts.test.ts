import { describe, expect, it } from 'vitest';
import { en } from './en.ts';
import { es } from './es.ts';
import type { LocaleTree } from './locale-keys.ts';

/**
 * The user-visible texts of docs/product.md#texts-the-user-sees, each with the key that carries
 * it. The English text must say what the product says (with "minimum 10 USD" spelt right); the
 * Spanish one must exist.
 */
const SPEC_TEXTS: [text: string, key: string][] = [
  ['Something went wrong, please try again', 'common.something_went_wrong_try_again'],
  ['Error trying to react, please try again', 'reactions.error_trying_to_react_try_again'],
  ['You can not react to your own wish', 'errors.cannot_react_to_own_wish'],
  ['Wrong credentials', 'errors.wrong_credentials'],
  ['Wallet inconsistent', 'errors.wallet_inconsistent'],
  ['Withdrawal already in process', 'errors.withdrawal_in_process'],
  ['Cannot gift a wish to yourself', 'errors.cannot_gift_yourself'],
  ['User already has a published wish', 'errors.user_already_has_published_wish'],
  [
    'You already have a published wish, only one post by user is allowed',
    'common.user_already_has_published_wish',
  ],
  ['Insufficient funds to gift wish', 'errors.insufficient_funds'],
  ['Email mismatch', 'wallet.email_mismatch'],
  ['Invalid or expired token', 'errors.invalid_or_expired_token'],
  ['Wish already given', 'errors.wish_already_given'],
  ['Error processing request, minimum 10 USD', 'errors.withdrawal_minimum'],
  ['Invalid order', 'errors.invalid_order'],
  ['Error processing payment', 'errors.error_processing_payment'],
  ['Error applying reaction', 'reactions.error_applying_reaction'],
  ['Copy failed', 'share.copy_failed'],
  ['Error on email verification', 'email_verification.error_on_email_verification'],
  ['Error while verifying email', 'email_verification.error_while_verifying_email'],
  ['Error loading top wishes', 'top.error_loading'],
  ['Error updating the password', 'security.error_updating_password'],
  ['Message sent successfully', 'contact.message_sent_successfully'],
  ['Payment received successfully', 'payment.success'],
  ['Gift success', 'wallet.gift_success'],
  ['Withdraw request success', 'wallet.withdraw_success'],
  ['2FA enabled successfully', 'security.two_factor_enabled'],
  ['2FA disabled successfully', 'security.two_factor_disabled'],
  ['Link copied to clipboard', 'share.link_copied'],
];

/** The failure keys the product names (that name first), each with where this client keeps it. */
const SPEC_KEYS: [specName: string, key: string][] = [
  ['loginModal.error_on_login', 'auth.error_on_login'],
  ['error_loading_captcha', 'captcha.error_loading_captcha'],
  ['invalid_2fa_code', 'errors.invalid_2fa_code'],
  ['error_validating_2fa_code', 'two_factor.error_validating_2fa_code'],
  ['something_went_wrong_try_again', 'common.something_went_wrong_try_again'],
  ['error_trying_to_react_try_again', 'reactions.error_trying_to_react_try_again'],
  ['unknown_error_trying_to_create_wish', 'common.unknown_error_trying_to_create_wish'],
  ['unknown_error_trying_to_publish_wish', 'common.unknown_error_trying_to_publish_wish'],
  ['email_verification.email_verified', 'email_verification.email_verified'],
  ['email_verification.email_already_verified', 'email_verification.email_already_verified'],
  ['common.error_loading_wishes', 'common.error_loading_wishes'],
  ['wishPage.error_fetching_wish', 'wish_page.error_fetching_wish'],
  ['common.error_loading_content', 'common.error_loading_content'],
  ['error_sending_message', 'contact.error_sending_message'],
  ['error_verifying_payment', 'errors.error_verifying_payment'],
  ['error_processing_payment', 'errors.error_processing_payment'],
  ['error_getting_system_preferences', 'preferences.error_getting_system_preferences'],
  ['error_updating_preferences', 'preferences.error_updating_preferences'],
  ['error_updating_password', 'security.error_updating_password'],
  ['error_getting_2fa_code', 'security.error_getting_2fa_code'],
  ['error_disabling_2fa', 'security.error_disabling_2fa'],
  ['verification_code_invalid', 'security.verification_code_invalid'],
  ['error_verifying_2fa_code', 'security.error_verifying_2fa_code'],
  ['error_loading_countries', 'country.error_loading_countries'],
  ['error_updating_avatar', 'profile.error_updating_avatar'],
  ['error_updating_name', 'profile.error_updating_name'],
  ['error_updating_country', 'profile.error_updating_country'],
  ['error_getting_wallet', 'wallet.error_getting_wallet'],
  ['error_getting_rewards', 'wallet.error_getting_rewards'],
  ['error_getting_transactions', 'wallet.error_getting_transactions'],
  ['withdraw_error', 'wallet.withdraw_error'],
  ['gift_error', 'wallet.gift_error'],
  ['fill_all_required_fields', 'contact.fill_all_required_fields'],
];

function textAt(tree: LocaleTree, key: string): string | undefined {
  let node: string | LocaleTree | undefined = tree;
  for (const part of key.split('.')) {
    node = typeof node === 'object' ? node[part] : undefined;
  }
  return typeof node === 'string' ? node : undefined;
}

describe('texts the user sees', () => {
  it.each(SPEC_TEXTS)('“%s” is %s in English', (text, key) => {
    expect(textAt(en, key)?.toLowerCase()).toContain(text.toLowerCase());
  });

  it.each(SPEC_TEXTS)('“%s” (%s) is translated to Spanish', (_text, key) => {
    const spanish = textAt(es, key);
    expect(spanish).toMatch(/\S/);
    expect(spanish).not.toBe(textAt(en, key));
  });

  it.each(SPEC_KEYS)('%s exists as %s in both languages', (_name, key) => {
    expect(textAt(en, key)).toMatch(/\S/);
    expect(textAt(es, key)).toMatch(/\S/);
  });
});
