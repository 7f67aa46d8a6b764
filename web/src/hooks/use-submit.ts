import type { ErrorCode } from '@wishwall/contracts/error-codes';
import type { TFunction } from 'i18next';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorCodeOf } from '../lib/api-error.ts';
import type { FlashTone } from './use-flash-message.ts';

/**
 * What a submit's work returns when the form is going away on success (a dialog that closes, a
 * page that leaves for a checkout): it stays busy so nothing can be sent twice meanwhile.
 */
export const LEAVING = 'leaving';

/** A failed submit, after its text was shown. */
export interface SubmitFailure {
  text: string;
  code: ErrorCode | null;
  error: unknown;
}

export interface SubmitOptions {
  /**
   * The screen's own words for a failure without a contract code worth showing; a function when
   * they depend on how far the work got.
   */
  fallback: string | (() => string);
  /** Words of the screen's own for some failures; null keeps `errors.<code>` / the fallback. */
  describe?: (code: ErrorCode | null, error: unknown) => string | null;
  /** Where the failure's text goes; by default the form's flash message, as an error. */
  showFailure?: (text: string) => void;
  /** Runs after the work unless it is leaving, success or failure, before the form is free again. */
  settle?: () => Promise<void> | void;
}

/** The flash message a form shows its outcome in (useFlashMessage). */
export interface SubmitFlash {
  show: (tone: FlashTone, text: string) => void;
  clear: () => void;
}

/**
 * What a failure says: the contract's `errors.<code>` when the error carries one worth showing,
 * else the screen's own words.
 */
export function failureText(t: TFunction, error: unknown, fallback: string | (() => string)) {
  const code = errorCodeOf(error);
  if (code) return t(`errors.${code}`);
  return typeof fallback === 'string' ? fallback : fallback();
}

export interface SubmitContext {
  t: TFunction;
  setBusy: (busy: boolean) => void;
  flash?: SubmitFlash;
}

/**
 * One submit: busy, the old message cleared, the work, a failure's text shown, free again.
 * Resolves to the failure, or null when the work succeeded; it rejects only when `settle` does.
 */
export async function runSubmit(
  work: () => Promise<unknown>,
  options: SubmitOptions,
  { t, setBusy, flash }: SubmitContext,
): Promise<SubmitFailure | null> {
  setBusy(true);
  flash?.clear();
  let failure: SubmitFailure | null = null;
  try {
    if ((await work()) === LEAVING) return null;
  } catch (error) {
    const code = errorCodeOf(error);
    const text = options.describe?.(code, error) ?? failureText(t, error, options.fallback);
    failure = { text, code, error };
    if (options.showFailure) options.showFailure(text);
    else if (flash) flash.show('error', text);
    else console.warn('A form failed with nowhere to say so', error);
  }
  try {
    await options.settle?.();
  } finally {
    setBusy(false);
  }
  return failure;
}

/**
 * A form's submit: `busy` while the work runs, the flash cleared before it, and a failure shown as
 * `errors.<code>` (or the screen's own words). `run` resolves to the failure or null.
 */
export function useSubmit(flash?: SubmitFlash) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  // useFlashMessage's functions are stable, its object is not: depend on the functions.
  const show = flash?.show;
  const clear = flash?.clear;
  const run = useCallback(
    (work: () => Promise<unknown>, options: SubmitOptions) =>
      runSubmit(work, options, {
        t,
        setBusy,
        flash: show && clear ? { show, clear } : undefined,
      }),
    [t, show, clear],
  );
  /** Frees a form left busy by LEAVING that is in use again (the browser came back to it). */
  const release = useCallback(() => setBusy(false), []);
  return { busy, run, release };
}
