import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useLanguage } from '../../../hooks/use-language.ts';
import { useRaffle } from '../../../live/use-raffle.ts';
import { useSessionStore } from '../../../stores/session-store.ts';
import { wishPath } from '../../../lib/wish-url.ts';
import { useRafflePhase } from '../hooks/use-raffle-phase.ts';
import { formatPrize } from '../utils/raffle-phase.ts';
import { RaffleCountdown } from './raffle-countdown.tsx';

/**
 * The home hero's raffle (docs/product.md#raffle): the open round's prize and its countdown;
 * a closed round waiting for its draw; or, between the draw and the next round, the winner.
 * Until the raffle is read it says what every round says, so nothing moves when it answers.
 */
export function RaffleAnnouncement() {
  const { t } = useTranslation();
  const language = useLanguage();
  const phase = useRafflePhase();
  const raffle = useRaffle();
  const me = useSessionStore((session) => session.user?.id);
  const iWon = phase.kind === 'drawn' && me !== undefined && raffle?.winner?.user.id === me;

  let title = t('home.raffle_title');
  let body = t('home.raffle');
  if (phase.kind === 'open') {
    title = t('raffle.open_title', {
      number: phase.number,
      prize: formatPrize(phase.prize, language),
    });
  } else if (phase.kind === 'closed') {
    title = t('raffle.closed_title', { number: phase.number });
    body = t('raffle.closed_body');
  } else if (phase.kind === 'drawn') {
    title = t('raffle.drawn_title', { number: phase.number });
    body = t('raffle.drawn_body', { likes: phase.likes });
  }
  return (
    <div className="home__raffle" data-testid="home-raffle" data-phase={phase.kind}>
      <h2 className="home__raffle-title">{title}</h2>
      <p>
        {body}
        {phase.kind === 'drawn' && phase.winnerId && (
          <>
            {' '}
            <Link to={wishPath(language, phase.winnerId)} data-testid="home-raffle-winner">
              {phase.winnerNumber
                ? t('raffle.winner_link_number', { number: phase.winnerNumber })
                : t('raffle.winner_link')}
            </Link>
          </>
        )}
      </p>
      {iWon && (
        <p className="home__raffle-won" data-testid="raffle-you-won">
          {t('raffle.you_won')}
        </p>
      )}
      {phase.kind === 'open' && <RaffleCountdown closesAt={phase.closesAt} />}
      {(phase.kind === 'closed' || phase.kind === 'drawn') && <p>{t('raffle.reopens')}</p>}
      {/* The line the countdown will take, held while the raffle loads: nothing moves. */}
      {phase.kind === 'unknown' && (
        <p className="raffle-countdown" aria-hidden="true">
          {'\u00a0'}
        </p>
      )}
    </div>
  );
}
