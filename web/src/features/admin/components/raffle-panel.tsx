import type { RaffleDto } from '@wishwall/contracts/raffle.dto';
import { useCallback, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '../../../components/ui/busy-button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { FlashAlert } from '../../../components/ui/flash-alert.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useFlashMessage } from '../../../hooks/use-flash-message.ts';
import { useLanguage } from '../../../hooks/use-language.ts';
import { useMoney } from '../../../hooks/use-money.ts';
import { useSubmit } from '../../../hooks/use-submit.ts';
import { formatDateTime } from '../../../lib/format-date-time.ts';
import { adminCalls } from '../api/admin-calls.ts';
import { useAdminLoad } from '../hooks/use-admin-load.ts';
import { PanelState } from './panel-state.tsx';
import { PrizePayments } from './prize-payments.tsx';

/**
 * The console's raffle (decision 0044): the current round and its state; "Draw the raffle"
 * once it is closed, confirmed in a dialog that says what the draw will do; once drawn, its
 * result, the prize's payment and the form that opens the next round (prize, close).
 */
export function RafflePanel() {
  const { t } = useTranslation();
  const language = useLanguage();
  const money = useMoney();
  const flash = useFlashMessage();
  const { busy, run } = useSubmit(flash);
  const loaded = useAdminLoad(useCallback(() => adminCalls.raffle(), []));
  const [confirming, setConfirming] = useState(false);
  const [prize, setPrize] = useState('');
  const [closesAt, setClosesAt] = useState('');

  const draw = (round: number) =>
    void run(
      async () => {
        await adminCalls.drawRaffle();
        setConfirming(false);
        flash.show('success', t('admin.drawn_note', { round }));
      },
      { fallback: t('admin.error'), settle: loaded.reload },
    );
  const open = (event: FormEvent) => {
    event.preventDefault();
    void run(
      async () => {
        const raffle = await adminCalls.openRound(prize.trim(), new Date(closesAt).toISOString());
        setPrize('');
        setClosesAt('');
        flash.show('success', t('admin.round_opened', { number: raffle.round?.number ?? '' }));
      },
      { fallback: t('admin.error'), settle: loaded.reload },
    );
  };

  return (
    <section className="admin__section" aria-labelledby="admin-raffle" data-testid="admin-raffle">
      <div className="admin__header">
        <h2 id="admin-raffle" className="admin__section-title">
          {t('admin.raffle_title')}
        </h2>
        <button
          type="button"
          className="button button--secondary button--small"
          onClick={() => void loaded.reload()}
        >
          {t('admin.refresh')}
        </button>
      </div>
      <FlashAlert message={flash.message} />
      <PanelState
        loaded={loaded}
        reload={() => void loaded.reload()}
        isEmpty={() => false}
        empty=""
      >
        {(raffle: RaffleDto) => {
          const round = raffle.round;
          return (
            <>
              <div className="card admin__section">
                {round && (
                  <p className="admin-message" data-testid="admin-raffle-round">
                    {t(`admin.raffle_round_${round.state}`, {
                      number: round.number,
                      prize: money(round.prize),
                      closes: formatDateTime(new Date(round.closes_at), language),
                    })}
                  </p>
                )}
                {raffle.drawn && (
                  <p className="admin-message">
                    {t('admin.raffle_winner', {
                      round: raffle.result_round ?? '',
                      number: raffle.winner?.number_sequence ?? '',
                      likes: raffle.likes ?? 0,
                    })}
                  </p>
                )}
                {round?.state === 'closed' && (
                  <div className="form__actions">
                    <button
                      type="button"
                      className="button button--primary"
                      onClick={() => setConfirming(true)}
                    >
                      {t('admin.raffle_draw')}
                    </button>
                  </div>
                )}
              </div>
              <PrizePayments round={raffle.result_round ?? null} />
              {round?.state === 'drawn' && (
                <form className="form card" onSubmit={open} data-testid="admin-open-round">
                  <div className="form__row">
                    <TextField
                      label={t('admin.raffle_prize')}
                      name="prize"
                      inputMode="decimal"
                      value={prize}
                      onChange={setPrize}
                      required
                    />
                    <TextField
                      label={t('admin.raffle_closes_at')}
                      name="closes_at"
                      type="datetime-local"
                      value={closesAt}
                      onChange={setClosesAt}
                      required
                    />
                  </div>
                  <div className="form__actions">
                    <BusyButton busy={busy} busyLabel={t('admin.loading')}>
                      {t('admin.raffle_open')}
                    </BusyButton>
                  </div>
                </form>
              )}
              {confirming && round && (
                <Dialog
                  title={t('admin.draw_title', { number: round.number })}
                  onClose={() => setConfirming(false)}
                  testId="admin-draw-dialog"
                >
                  <div className="form">
                    <p className="admin-message">
                      {t('admin.draw_explain', { number: round.number, prize: round.prize })}
                    </p>
                    <div className="form__actions form__actions--end">
                      <button
                        type="button"
                        className="button button--secondary"
                        onClick={() => setConfirming(false)}
                        data-autofocus
                      >
                        {t('admin.cancel')}
                      </button>
                      <BusyButton
                        type="button"
                        busy={busy}
                        busyLabel={t('admin.loading')}
                        onClick={() => draw(round.number)}
                      >
                        {t('admin.draw_confirm', { number: round.number })}
                      </BusyButton>
                    </div>
                  </div>
                </Dialog>
              )}
            </>
          );
        }}
      </PanelState>
    </section>
  );
}
