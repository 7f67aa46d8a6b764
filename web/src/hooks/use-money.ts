import { formatMoneyText, type MoneyTextOptions } from '@wishwall/domain/money-text';
import { useCallback } from 'react';
import { useLanguage } from './use-language.ts';

/**
 * The page language's money text for the API's decimal USD ("US$25.00 + 0.6 ¢"): every
 * amount on screen goes through the one formatter (decision 0041).
 */
export function useMoney() {
  const language = useLanguage();
  return useCallback(
    (amount: string, options?: MoneyTextOptions) => formatMoneyText(amount, language, options),
    [language],
  );
}
