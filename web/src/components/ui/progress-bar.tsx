import './progress-bar.css';

interface ProgressBarProps {
  value: number;
  max: number;
  label: string;
}

export function ProgressBar({ value, max, label }: ProgressBarProps) {
  const ratio = max > 0 ? Math.min(Math.max(value / max, 0), 1) : 0;
  return (
    <div
      className="progress-bar"
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={value}
    >
      <div
        className={
          ratio > 0 ? 'progress-bar__fill progress-bar__fill--started' : 'progress-bar__fill'
        }
        style={{ width: `${ratio * 100}%` }}
      />
    </div>
  );
}
