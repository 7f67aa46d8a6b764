import type { RaffleDto } from '@wishwall/contracts/raffle.dto';
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { adminCalls } from '../api/admin-calls.ts';
import { PrizePayments } from './prize-payments.tsx';

/**
 * The console's raffle (decision 0044): the current round and its state; "Draw" once it is
 * closed; once drawn, its result and the form that opens the next round (prize, close).
 */
export function RafflePanel({ onError }: { onError: (failure: unknown) => void }) {
  const { t, i18n } = useTranslation();
  const [raffle, setRaffle] = useState<RaffleDto | null>(null);
  const load = useCallback(() => adminCalls.raffle().then(setRaffle, onError), [onError]);
  useEffect(() => void load(), [load]);
  const [prize, setPrize] = useState('');
  const [closesAt, setClosesAt] = useState('');

  const draw = async () => {
    if (!window.confirm(t('admin.raffle_confirm'))) return;
    await adminCalls.drawRaffle().then(setRaffle, onError);
  };
  const open = async (event: FormEvent) => {
    event.preventDefault();
    await adminCalls
      .openRound(prize.trim(), new Date(closesAt).toISOString())
      .then(setRaffle, onError);
  };
  const round = raffle?.round;
  const when = (at: string) =>
    new Date(at).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });

  return (
    <section aria-labelledby="admin-raffle" data-testid="admin-raffle">
      <h2 id="admin-raffle">{t('admin.raffle_title')}</h2>
      {round && (
        <p data-testid="admin-raffle-round">
          {t(`admin.raffle_round_${round.state}`, {
            number: round.number,
            prize: round.prize,
            closes: when(round.closes_at),
          })}
        </p>
      )}
      {raffle?.drawn && (
        <p>
          {t('admin.raffle_winner', {
            round: raffle.result_round ?? '',
            number: raffle.winner?.number_sequence ?? '',
            likes: raffle.likes ?? 0,
          })}
        </p>
      )}
      <button type="button" className="button" onClick={() => void load()}>
        {t('admin.refresh')}
      </button>
      {round?.state === 'closed' && (
        <button type="button" className="button button--primary" onClick={() => void draw()}>
          {t('admin.raffle_draw')}
        </button>
      )}
      <PrizePayments round={raffle?.result_round ?? null} onError={onError} />
      {round?.state === 'drawn' && (
        <form onSubmit={(event) => void open(event)} data-testid="admin-open-round">
          <label>
            {t('admin.raffle_prize')}
            <input
              inputMode="decimal"
              value={prize}
              onChange={(e) => setPrize(e.target.value)}
              required
            />
          </label>
          <label>
            {t('admin.raffle_closes_at')}
            <input
              type="datetime-local"
              value={closesAt}
              onChange={(e) => setClosesAt(e.target.value)}
              required
            />
          </label>
          <button type="submit" className="button button--primary">
            {t('admin.raffle_open')}
          </button>
        </form>
      )}
    </section>
  );
}
