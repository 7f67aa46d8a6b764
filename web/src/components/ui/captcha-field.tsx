import { useTranslation } from 'react-i18next';
import type { CaptchaState } from '../../hooks/use-captcha.ts';
import { LoadingBars } from './loading-bars.tsx';
import { TextField } from './text-field.tsx';
import './captcha-field.css';

interface CaptchaFieldProps {
  /** From `useCaptcha`: the image, and `reload` for the refresh button. */
  captcha: CaptchaState & { reload: () => void };
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
}

/** The captcha image with its refresh button, and the input for what it shows. */
export function CaptchaField({ captcha, value, onChange, error }: CaptchaFieldProps) {
  const { t } = useTranslation();

  return (
    <div className="captcha-field">
      <div className="captcha-field__image-row">
        <div className="captcha-field__image" aria-live="polite">
          {captcha.status === 'ready' && (
            <img src={captcha.captcha.captcha_image} alt={t('captcha.image_alt')} />
          )}
          {captcha.status === 'loading' && (
            <LoadingBars size="small" label={t('captcha.loading')} />
          )}
          {captcha.status === 'error' && (
            <span className="captcha-field__error" role="alert">
              {t('captcha.error_loading_captcha')}
            </span>
          )}
        </div>
        <button
          type="button"
          className="button button--secondary captcha-field__refresh"
          onClick={captcha.reload}
          aria-label={t('captcha.refresh')}
          title={t('captcha.refresh')}
          data-testid="captcha-refresh"
        >
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
            <path
              fill="currentColor"
              d="M17.65 6.35A7.96 7.96 0 0 0 12 4a8 8 0 1 0 7.73 10h-2.08A6 6 0 1 1 12 6c1.66 0 3.14.69 4.22 1.78L13 11h7V4z"
            />
          </svg>
        </button>
      </div>
      <TextField
        label={t('captcha.label')}
        name="captcha"
        value={value}
        onChange={onChange}
        autoComplete="off"
        required
        maxLength={12}
        error={error}
      />
    </div>
  );
}
