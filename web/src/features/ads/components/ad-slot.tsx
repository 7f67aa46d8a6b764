import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useHydrated } from '../../../hooks/use-hydrated.ts';
import { useLanguage } from '../../../hooks/use-language.ts';
import { wishPath } from '../../../lib/wish-url.ts';
import { useConsentStore } from '../../consent/stores/consent-store.ts';
import { useRafflePhase } from '../../raffle/hooks/use-raffle-phase.ts';
import { houseAdKind, houseAdPath } from '../utils/house-ad.ts';
import './ad-slot.css';

const KIND = houseAdKind(import.meta.env['VITE_HOUSE_AD'] as string | undefined);

/**
 * The ads slot (docs/product.md#cookie-consent-and-ads): a house ad, shown only with advertising
 * consent. `placement` says where it sits: the desktop sidebar, or between wall cards on phones
 * (CSS shows each only at its width). It has a fixed height, and the consent is known at the first
 * paint, so it never pushes content after the page is drawn.
 */
export function AdSlot({ placement }: { placement: 'sidebar' | 'wall' }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const advertising = useConsentStore((s) => s.consent?.advertising === true);
  // The consent is the visitor's, stored in their browser: a server-rendered page shows the slot
  // once hydrated. It sits where nothing follows it on the first screen (the sidebar's end, after
  // the fourth card on a phone), so appearing then moves nothing in view (decision 0058).
  const hydrated = useHydrated();
  if (!hydrated || !advertising) return null;
  if (KIND === 'raffle') return <RaffleAd placement={placement} />;

  return (
    <section
      className={`ad-slot ad-slot--${placement}`}
      aria-label={t('ads.label')}
      data-testid={`ad-slot-${placement}`}
    >
      <span className="ad-slot__tag">{t('ads.tag')}</span>
      <p className="ad-slot__title">{t(`ads.${KIND}_title`)}</p>
      <p className="ad-slot__body">{t(`ads.${KIND}_body`)}</p>
      <Link
        className="button button--secondary ad-slot__action"
        to={`/${language}/${houseAdPath(KIND, t('ads.advertise_subject'))}`}
      >
        {t(`ads.${KIND}_action`)}
      </Link>
    </section>
  );
}

/**
 * The raffle's house ad follows the round: it sells entries while a round is open, says sales
 * are closed until the draw, and announces the winner between the draw and the next round.
 */
function RaffleAd({ placement }: { placement: 'sidebar' | 'wall' }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const phase = useRafflePhase();
  const drawn = phase.kind === 'drawn' && phase.winnerId !== null;
  const key = phase.kind === 'closed' ? 'raffle_closed' : drawn ? 'raffle_won' : 'raffle';
  return (
    <section
      className={`ad-slot ad-slot--${placement}`}
      aria-label={t('ads.label')}
      data-testid={`ad-slot-${placement}`}
      data-phase={phase.kind}
    >
      <span className="ad-slot__tag">{t('ads.tag')}</span>
      <p className="ad-slot__title">
        {t(`ads.${key}_title`, { number: phase.kind === 'unknown' ? '' : phase.number })}
      </p>
      <p className="ad-slot__body">
        {t(`ads.${key}_body`, { likes: phase.kind === 'drawn' ? phase.likes : 0 })}
      </p>
      <Link
        className="button button--secondary ad-slot__action"
        to={
          drawn && phase.winnerId
            ? wishPath(language, phase.winnerId)
            : `/${language}/${houseAdPath('raffle', '')}`
        }
      >
        {t(`ads.${key}_action`)}
      </Link>
    </section>
  );
}
