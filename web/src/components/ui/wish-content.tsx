import { splitHashtags } from '@wishwall/domain/wish-text';
import { Link } from 'react-router-dom';
import './wish-content.css';

interface WishContentProps {
  content: string;
  /** Where a hashtag leads (the wall searching it); plain highlighted text without it. */
  hashtagHref?: (hashtag: string) => string;
  className?: string;
}

/**
 * A wish's text, line breaks kept, with its #hashtags highlighted
 * (docs/product.md#validation-rules).
 */
export function WishContent({ content, hashtagHref, className }: WishContentProps) {
  return (
    <p className={className ? `wish-content ${className}` : 'wish-content'}>
      {splitHashtags(content).map((part, index) => {
        // The parts never move: the index is a stable key within one text.
        if (part.kind === 'text') return <span key={index}>{part.text}</span>;
        return hashtagHref ? (
          <Link key={index} className="hashtag" to={hashtagHref(part.text)}>
            {part.text}
          </Link>
        ) : (
          <span key={index} className="hashtag">
            {part.text}
          </span>
        );
      })}
    </p>
  );
}
