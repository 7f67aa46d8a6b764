import { useLanguage } from '../../hooks/use-language.ts';
import { useNow } from '../../hooks/use-now.ts';
import { formatDateTime } from '../../lib/format-date-time.ts';
import { formatRelativeTime } from '../../lib/relative-time.ts';

/**
 * "3 minutes ago", kept fresh, with the exact date and time on hover and for machines. Until the
 * client has a clock (server rendering, hydration) the label is an empty box of about its width.
 */
export function TimeAgo({ iso, className }: { iso: string; className?: string }) {
  const language = useLanguage();
  const now = useNow();
  const date = new Date(iso);

  if (now === null) {
    return (
      <time className={[className, 'time-pending'].filter(Boolean).join(' ')} dateTime={iso} />
    );
  }
  return (
    <time className={className} dateTime={iso} title={formatDateTime(date, language)}>
      {formatRelativeTime(date, new Date(now), language)}
    </time>
  );
}
