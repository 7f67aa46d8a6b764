import type { UserDto } from '@wishwall/contracts/account.dto';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '../../../components/ui/busy-button.tsx';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { useFlashMessage } from '../../../hooks/use-flash-message.ts';
import { useSubmit } from '../../../hooks/use-submit.ts';
import { useSessionStore } from '../../../stores/session-store.ts';
import { updateAvatar } from '../api/update-avatar.ts';
import { avatarFileProblem } from '../utils/avatar-file.ts';
import { FlashAlert } from '../../../components/ui/flash-alert.tsx';

interface AvatarEditorProps {
  user: UserDto;
}

interface Chosen {
  file: File;
  /** A data: URL: the page's image policy admits those, not blob: URLs. */
  preview: string;
}

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('Could not read the file'));
    reader.readAsDataURL(file);
  });
}

/** The profile picture: choose an image, see it, then upload it or change your mind. */
export function AvatarEditor({ user }: AvatarEditorProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const flash = useFlashMessage();
  const { message, show, clear } = flash;
  const { busy, run } = useSubmit(flash);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    clear();
    const problem = avatarFileProblem(file);
    if (problem) {
      show('error', t(`profile.avatar_${problem}`));
      return;
    }
    try {
      setChosen({ file, preview: await readAsDataUrl(file) });
    } catch (error) {
      console.warn('Could not preview the chosen picture', error);
      show('error', t('profile.avatar_not_an_image'));
    }
  };

  const upload = async () => {
    if (!chosen || busy) return;
    const { file } = chosen;
    await run(
      async () => {
        useSessionStore.getState().setUser(await updateAvatar(file));
        setChosen(null);
        show('success', t('profile.avatar_updated'));
      },
      { fallback: t('profile.error_updating_avatar') },
    );
  };

  return (
    <div className="avatar-editor">
      <Avatar
        name={user.name}
        src={chosen?.preview ?? user.data_user.avatar_url}
        size={88}
        alt={chosen ? t('profile.avatar_preview') : t('profile.avatar_current')}
      />
      <div className="avatar-editor__controls">
        <h3 className="config__section-title">{t('profile.avatar_title')}</h3>
        <p className="config__hint">{t('profile.avatar_hint')}</p>
        <div className="form__actions">
          <input
            ref={input}
            id={inputId}
            className="visually-hidden"
            type="file"
            name="avatar"
            aria-label={t('profile.avatar_choose')}
            accept="image/*"
            onChange={(event) => void choose(event)}
            disabled={busy}
          />
          {chosen ? (
            <>
              <BusyButton
                type="button"
                className="button button--primary button--small"
                onClick={() => void upload()}
                busy={busy}
                busyLabel={t('common.saving')}
              >
                {t('profile.avatar_save')}
              </BusyButton>
              <button
                type="button"
                className="button button--secondary button--small"
                onClick={() => setChosen(null)}
                disabled={busy}
              >
                {t('common.cancel')}
              </button>
            </>
          ) : (
            <button
              type="button"
              className="button button--secondary button--small"
              onClick={() => input.current?.click()}
              data-testid="choose-avatar"
            >
              {t('profile.avatar_choose')}
            </button>
          )}
        </div>
        <FlashAlert message={message} />
      </div>
    </div>
  );
}
