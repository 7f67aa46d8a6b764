import type { Language } from '@wishwall/contracts/constants';

/** A moment in a mail: the reader's time zone is unknown, so it is given in UTC and says so. */
export function formatMailTime(language: Language, at: Date): string {
  return new Intl.DateTimeFormat(language, {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'UTC',
    timeZoneName: 'short',
  }).format(at);
}
