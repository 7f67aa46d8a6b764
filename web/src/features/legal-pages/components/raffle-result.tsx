import type { RaffleDto } from '@wishwall/contracts/raffle.dto';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useLanguage } from '../../../hooks/use-language.ts';
import { useLiveRaffle } from '../../../live/use-live-raffle.ts';
import { wishPath } from '../../../lib/wish-url.ts';
import { getRaffle } from '../api/get-raffle.ts';

/**
 * The prize page's result: not drawn yet, or the winning wish, its likes and the date. A draw
 * made while the page is open shows at once (the `raffle` event), then reads the full result.
 */
export function RaffleResult() {
  const { t } = useTranslation();
  const language = useLanguage();
  const live = useLiveRaffle();
  const [raffle, setRaffle] = useState<RaffleDto | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    getRaffle(controller.signal).then(setRaffle, (error: unknown) => {
      if (!controller.signal.aborted) console.warn('Could not load the raffle', error);
    });
    return () => controller.abort();
  }, [live]);

  const winnerId = raffle?.winner?.id ?? live?.wishId;
  if (!winnerId) {
    return raffle ? (
      <p className="legal-page__raffle" data-testid="raffle-result">
        {t('raffle.not_drawn')}
      </p>
    ) : null;
  }
  const drawnAt = raffle?.drawn_at ?? live?.drawnAt ?? '';
  return (
    <section className="legal-page__raffle" data-testid="raffle-result" aria-live="polite">
      <h2>{t('raffle.result_title')}</h2>
      <p>
        {t('raffle.result', {
          likes: raffle?.likes ?? live?.likes ?? 0,
          date: new Date(drawnAt).toLocaleDateString(language, { dateStyle: 'long' }),
        })}{' '}
        <Link to={wishPath(language, winnerId)} data-testid="raffle-winner-link">
          {raffle?.winner?.number_sequence
            ? t('raffle.winner_link_number', { number: raffle.winner.number_sequence })
            : t('raffle.winner_link')}
        </Link>
      </p>
    </section>
  );
}
