import { REACTION_TYPES, type ReactionType } from '@wishwall/contracts/wish.dto';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../hooks/use-language.ts';
import { formatNumber } from '../../lib/format-number.ts';
import { countOf, type ReactionCounts } from '@wishwall/domain/reaction-rule';
import { ReactionIcon } from './reaction-icon.tsx';
import { REACTION_LABELS } from './reaction-labels.ts';
import './reactions.css';

interface ReactionCountsProps {
  counts: ReactionCounts;
  /** Which counts to show; all three by default. */
  types?: readonly ReactionType[];
}

/** Read-only counts ("your wish", the top-10): icons and numbers, read out as "12 likes". */
export function ReactionCountsView({ counts, types = REACTION_TYPES }: ReactionCountsProps) {
  const { t } = useTranslation();
  const language = useLanguage();

  return (
    <ul className="reaction-counts">
      {types.map((type) => {
        const count = countOf(counts, type);
        return (
          <li
            key={type}
            className={`reaction reaction--static reaction--${type}`}
            data-testid={`count-${type}`}
            data-count={count}
          >
            <ReactionIcon type={type} size={16} />
            <span className="reaction__count" aria-hidden="true">
              {formatNumber(count, language)}
            </span>
            <span className="visually-hidden">
              {t(REACTION_LABELS[type].count, { count, formatted: formatNumber(count, language) })}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
