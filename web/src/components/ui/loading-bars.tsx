import './loading-bars.css';

interface LoadingBarsProps {
  /** Announced to screen readers; the bars themselves are decoration. */
  label: string;
  size?: 'small' | 'large';
}

const BARS = [0, 1, 2, 3, 4];

/** The product's loading animation: five vertical bars rising in turn. */
export function LoadingBars({ label, size = 'large' }: LoadingBarsProps) {
  return (
    <span className={`loading-bars loading-bars--${size}`} role="status" aria-label={label}>
      {BARS.map((bar) => (
        <span key={bar} className="loading-bars__bar" aria-hidden="true" />
      ))}
    </span>
  );
}
