import { useTranslation } from 'react-i18next';
import { useNow } from '../hooks/use-now.ts';
import { timeLeft } from '../utils/raffle-phase.ts';

/** "Closes in 2 d 04 h 05 min 06 s", ticking every second until the announced close. */
export function RaffleCountdown({ closesAt }: { closesAt: string }) {
  const { t } = useTranslation();
  const left = timeLeft(closesAt, useNow());
  const two = (value: number) => String(value).padStart(2, '0');
  return (
    <p className="raffle-countdown" role="timer" aria-live="off" data-testid="raffle-countdown">
      {t('raffle.closes_in', {
        days: left.days,
        hours: two(left.hours),
        minutes: two(left.minutes),
        seconds: two(left.seconds),
      })}
    </p>
  );
}
