import type { FactorProofBody, PasskeyDto, UserDto } from '@wishwall/contracts/account.dto';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '../../../components/ui/busy-button.tsx';
import { FlashAlert } from '../../../components/ui/flash-alert.tsx';
import { Form } from '../../../components/ui/form.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useFlashMessage } from '../../../hooks/use-flash-message.ts';
import { useLanguage } from '../../../hooks/use-language.ts';
import { useSubmit } from '../../../hooks/use-submit.ts';
import { formatDateTime } from '../../../lib/format-date-time.ts';
import { passkeysSupported } from '../../auth/utils/passkey-ceremony.ts';
import { addPasskey, listPasskeys, removePasskey, renamePasskey } from '../api/passkeys.ts';
import { keepSession } from '../utils/keep-session.ts';
import { FactorProofDialog } from './factor-proof-dialog.tsx';

const MAX_NAME = 60;

interface PasskeySettingsProps {
  user: UserDto;
}

/**
 * docs/decisions/0053-passkeys.md: the account's passkeys, each named, with when it was added
 * and last signed in; add one (the browser or phone creates it), rename one, remove one with a
 * current factor. Adding or removing one signs every other session out.
 */
export function PasskeySettings({ user }: PasskeySettingsProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const supported = passkeysSupported();
  const [passkeys, setPasskeys] = useState<PasskeyDto[] | null>(null);
  const [name, setName] = useState('');
  const [renaming, setRenaming] = useState<{ id: string; name: string } | null>(null);
  const [removing, setRemoving] = useState<PasskeyDto | null>(null);
  const flash = useFlashMessage();
  const { message, show } = flash;
  const { busy, run } = useSubmit(flash);

  useEffect(() => {
    const controller = new AbortController();
    listPasskeys(controller.signal).then(setPasskeys, () => {
      if (!controller.signal.aborted) setPasskeys([]);
    });
    return () => controller.abort();
  }, [user.id]);

  const add = async (event: FormEvent) => {
    event.preventDefault();
    const label = name.trim();
    if (busy || label === '') return;
    await run(
      async () => {
        const answer = await addPasskey(label);
        keepSession(answer);
        setPasskeys((current) => [...(current ?? []), answer.passkey]);
        setName('');
        show('success', t('passkeys.added', { name: answer.passkey.name }));
      },
      { fallback: t('passkeys.error_prompt') },
    );
  };

  const rename = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || !renaming || renaming.name.trim() === '') return;
    await run(
      async () => {
        const renamed = await renamePasskey(renaming.id, renaming.name.trim());
        setPasskeys((current) =>
          (current ?? []).map((each) => (each.id === renamed.id ? renamed : each)),
        );
        setRenaming(null);
        show('success', t('passkeys.renamed'));
      },
      { fallback: t('passkeys.error') },
    );
  };

  const removeProven = async (proof: FactorProofBody) => {
    if (!removing) return;
    keepSession(await removePasskey(removing.id, proof));
    setPasskeys((current) => (current ?? []).filter((each) => each.id !== removing.id));
    show('success', t('passkeys.removed', { name: removing.name }));
    setRemoving(null);
  };

  const when = (iso: string) => formatDateTime(new Date(iso), language);

  return (
    <div className="two-factor-settings passkey-settings">
      <p className="config__hint">{t('passkeys.explained')}</p>
      {passkeys !== null && passkeys.length === 0 && (
        <p className="config__hint" data-testid="no-passkeys">
          {t('passkeys.none')}
        </p>
      )}
      {passkeys !== null && passkeys.length > 0 && (
        <ul className="passkey-list" data-testid="passkey-list" aria-label={t('passkeys.title')}>
          {passkeys.map((passkey) => (
            <li key={passkey.id} className="passkey-list__item" data-testid="passkey">
              {renaming?.id === passkey.id ? (
                <Form onSubmit={rename} className="form passkey-list__rename">
                  <TextField
                    label={t('passkeys.name_label')}
                    name="passkey_rename"
                    value={renaming.name}
                    onChange={(value) => setRenaming({ id: passkey.id, name: value })}
                    maxLength={MAX_NAME}
                    autoFocus
                  />
                  <div className="form__actions">
                    <BusyButton
                      busy={busy}
                      busyLabel={t('common.saving')}
                      disabled={renaming.name.trim() === ''}
                    >
                      {t('passkeys.save_name')}
                    </BusyButton>
                    <button type="button" className="button" onClick={() => setRenaming(null)}>
                      {t('security.cancel')}
                    </button>
                  </div>
                </Form>
              ) : (
                <>
                  <div className="passkey-list__text">
                    <span className="passkey-list__name" data-testid="passkey-name">
                      {passkey.name}
                    </span>
                    {passkey.synced && (
                      <span className="badge" title={t('passkeys.synced_explained')}>
                        {t('passkeys.synced')}
                      </span>
                    )}
                    <span className="config__hint">
                      {t('passkeys.added_on', { when: when(passkey.created_at) })}
                      {' · '}
                      <span data-testid="passkey-last-used">
                        {passkey.last_used_at
                          ? t('passkeys.last_used', { when: when(passkey.last_used_at) })
                          : t('passkeys.never_used')}
                      </span>
                    </span>
                  </div>
                  <div className="form__actions passkey-list__actions">
                    <button
                      type="button"
                      className="button"
                      onClick={() => setRenaming({ id: passkey.id, name: passkey.name })}
                      aria-label={t('passkeys.rename_named', { name: passkey.name })}
                    >
                      {t('passkeys.rename')}
                    </button>
                    <button
                      type="button"
                      className="button button--danger"
                      onClick={() => setRemoving(passkey)}
                      aria-label={t('passkeys.remove_named', { name: passkey.name })}
                      data-testid="remove-passkey"
                    >
                      {t('passkeys.remove')}
                    </button>
                  </div>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
      {supported ? (
        <Form onSubmit={add} className="form passkey-add">
          <TextField
            label={t('passkeys.name_label')}
            name="passkey_name"
            value={name}
            onChange={setName}
            maxLength={MAX_NAME}
            hint={t('passkeys.name_hint')}
          />
          <div className="form__actions">
            <BusyButton
              busy={busy}
              busyLabel={t('passkeys.waiting')}
              disabled={name.trim() === ''}
              data-testid="add-passkey"
            >
              {t('passkeys.add')}
            </BusyButton>
          </div>
        </Form>
      ) : (
        <p className="config__hint">{t('passkeys.unsupported')}</p>
      )}
      <FlashAlert message={message} />
      {removing && (
        <FactorProofDialog
          user={user}
          action={t('passkeys.remove_action', { name: removing.name })}
          onProof={removeProven}
          onClose={() => setRemoving(null)}
          fallbackError={t('passkeys.error')}
        />
      )}
    </div>
  );
}
