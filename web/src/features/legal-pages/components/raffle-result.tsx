import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useLanguage } from '../../../hooks/use-language.ts';
import { useRaffle } from '../../../live/use-raffle.ts';
import { wishPath } from '../../../lib/wish-url.ts';
import { RaffleCountdown } from '../../raffle/components/raffle-countdown.tsx';
import { useRafflePhase } from '../../raffle/hooks/use-raffle-phase.ts';
import { formatPrize } from '../../raffle/utils/raffle-phase.ts';

/**
 * The prize page's raffle (docs/product.md#raffle): the current round — its prize and the
 * countdown to its close while open, "closed, the draw is coming" after — and the last
 * result, with its winning wish. Both follow the live round (`round` and `raffle` events).
 */
export function RaffleResult() {
  const { t } = useTranslation();
  const language = useLanguage();
  const raffle = useRaffle();
  const phase = useRafflePhase();
  if (!raffle) return null;

  const winnerId = raffle.winner?.id;
  return (
    <section
      className="legal-page__raffle"
      data-testid="raffle-result"
      data-phase={phase.kind}
      aria-live="polite"
    >
      {phase.kind === 'open' && (
        <>
          <h2>
            {t('raffle.open_title', {
              number: phase.number,
              prize: formatPrize(phase.prize, language),
            })}
          </h2>
          <RaffleCountdown closesAt={phase.closesAt} />
        </>
      )}
      {phase.kind === 'closed' && (
        <>
          <h2>{t('raffle.closed_title', { number: phase.number })}</h2>
          <p>{t('raffle.closed_body')}</p>
        </>
      )}
      {!raffle.drawn || !winnerId ? (
        <p>{t('raffle.not_drawn')}</p>
      ) : (
        <>
          <h3>{t('raffle.result_title', { number: raffle.result_round ?? '' })}</h3>
          <p>
            {t('raffle.result', {
              likes: raffle.likes ?? 0,
              date: new Date(raffle.drawn_at ?? '').toLocaleDateString(language, {
                dateStyle: 'long',
              }),
            })}{' '}
            <Link to={wishPath(language, winnerId)} data-testid="raffle-winner-link">
              {raffle.winner?.number_sequence
                ? t('raffle.winner_link_number', { number: raffle.winner.number_sequence })
                : t('raffle.winner_link')}
            </Link>
          </p>
          {raffle.prize_payment && (
            <p data-testid="raffle-prize-payment">
              {raffle.prize_payment.state === 'paid'
                ? t(`raffle.prize_paid_${raffle.prize_payment.method}`, {
                    date: new Date(raffle.prize_payment.paid_at ?? '').toLocaleDateString(
                      language,
                      { dateStyle: 'long' },
                    ),
                  })
                : t('raffle.prize_pending')}
            </p>
          )}
          {phase.kind === 'drawn' && <p>{t('raffle.reopens')}</p>}
        </>
      )}
    </section>
  );
}
