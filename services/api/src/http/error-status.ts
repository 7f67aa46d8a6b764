import type { ErrorCode } from '@wishwall/contracts/error-codes';

/** The honest HTTP status of each error code; the switch is exhaustive by type. */
export function httpStatusOf(code: ErrorCode): number {
  switch (code) {
    case 'validation_failed':
    case 'invalid_captcha':
    case 'password_does_not_match':
    case 'new_passwords_do_not_match':
    case 'wrong_current_password':
    case 'invalid_or_expired_token':
    case 'invalid_gift_link':
    case 'invalid_2fa_code':
    case 'invalid_avatar':
    case 'country_not_found':
    case 'search_query_too_long':
    case 'invalid_order':
    case 'invalid_webhook_signature':
    case 'invalid_amount':
    case 'cannot_gift_yourself':
    case 'payout_destination_mismatch':
    case 'invalid_passkey':
      return 400;
    case 'wrong_credentials':
    case 'unauthorized':
    case 'step_up_required':
      return 401;
    case 'forbidden':
    case 'two_factor_required':
    case 'cannot_react_to_own_wish':
    case 'no_gifted_wish':
    case 'email_not_verified':
    case 'cannot_credit_own_wallet':
    case 'cannot_decide_own_withdrawal':
    case 'cannot_approve_own_credit':
    case 'cannot_pay_own_prize':
      return 403;
    case 'not_found':
    case 'route_not_found':
    case 'wish_not_found':
    case 'legal_document_not_found':
    case 'passkey_not_found':
      return 404;
    case 'conflict':
    case 'raffle_already_drawn':
    case 'raffle_no_entries':
    case 'raffle_round_open':
    case 'raffle_round_not_drawn':
    case 'sales_closed':
    case 'user_already_has_published_wish':
    case 'email_already_registered':
    case 'email_already_verified':
    case 'wish_already_published':
    case 'payment_duplicate':
    case 'payment_after_close':
    case 'withdrawal_in_process':
    case 'payout_destination_held':
    case 'wish_already_given':
    case 'wallet_inconsistent':
    case 'authenticator_already_on':
    case 'close_blocked_by_withdrawal':
    case 'close_balance_above_minimum':
    case 'close_forfeit_not_confirmed':
    case 'winner_account_closed':
    case 'passkey_already_registered':
      return 409;
    case 'withdrawal_minimum':
    case 'amount_exceeds_balance':
    case 'insufficient_funds':
    case 'credit_above_maximum':
    case 'amount_out_of_range':
    case 'payout_destination_required':
      return 422;
    case 'error_verifying_payment':
      // Payment Required: the checkout exists but the provider has not been paid for it.
      return 402;
    case 'rate_limited':
    case 'too_many_code_tries':
      return 429;
    case 'error_processing_payment':
      return 502;
    case 'service_unavailable':
    case 'withdrawals_off':
      return 503;
    case 'internal_error':
      return 500;
  }
}
