import { REACTION_TYPES, type ReactionType } from '@wishwall/contracts/wish.dto';
import { useTranslation } from 'react-i18next';
import { useHydrated } from '../../hooks/use-hydrated.ts';
import { useLanguage } from '../../hooks/use-language.ts';
import { formatNumber } from '../../lib/format-number.ts';
import { countOf, type ReactionCounts } from '@wishwall/domain/reaction-rule';
import { ReactionIcon } from './reaction-icon.tsx';
import { REACTION_LABELS } from './reaction-labels.ts';
import { Tooltip } from './tooltip.tsx';
import './reactions.css';

interface ReactionButtonsProps {
  counts: ReactionCounts;
  myVote: ReactionType | null;
  onReact: (type: ReactionType) => void;
  /** Reacting is not allowed (the user's own wish): the buttons say why instead of acting. */
  unavailableReason?: string | null;
  busy?: boolean;
  size?: 'small' | 'large';
}

/**
 * Like, heart and dislike with their counts. Each is a toggle (aria-pressed shows the user's
 * vote) with its name in a tooltip (docs/decisions/0055-site-behaviour.md). Unavailable buttons
 * stay focusable, so the reason, in their tooltip instead, can be reached.
 */
export function ReactionButtons({
  counts,
  myVote,
  onReact,
  unavailableReason = null,
  busy = false,
  size = 'small',
}: ReactionButtonsProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  // Server-rendered buttons act only once hydrated (decision 0058).
  const hydrated = useHydrated();

  return (
    <div
      className={`reactions reactions--${size}`}
      role="group"
      aria-label={t('reactions.group_label')}
      aria-busy={busy || undefined}
    >
      {REACTION_TYPES.map((type) => {
        const count = countOf(counts, type);
        return (
          <Tooltip key={type} text={unavailableReason ?? t(REACTION_LABELS[type].name)}>
            {(tooltip) => (
              <button
                {...tooltip}
                type="button"
                className={`reaction reaction--${type}`}
                aria-pressed={myVote === type}
                aria-disabled={unavailableReason ? true : undefined}
                data-testid={`reaction-${type}`}
                data-count={count}
                disabled={!hydrated}
                onClick={() => onReact(type)}
              >
                <ReactionIcon type={type} size={size === 'large' ? 22 : 18} />
                <span className="visually-hidden">{t(REACTION_LABELS[type].name)}</span>
                <span className="reaction__count">{formatNumber(count, language)}</span>
              </button>
            )}
          </Tooltip>
        );
      })}
    </div>
  );
}
