import type { TFunction } from 'i18next';

/**
 * The name a list shows for a person: "A former member", in the page's language, for an account
 * its owner closed (docs/decisions/0050-closing-an-account.md), whose name was erased.
 */
export function memberName(t: TFunction, person: { name: string; closed?: true }): string {
  return person.closed ? t('common.former_member') : person.name;
}
