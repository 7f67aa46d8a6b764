import { beforeEach, describe, expect, it, vi } from 'vitest';
import { openAuthPrompt, useAuthDialogStore } from './auth-dialog-store.ts';

const initial = useAuthDialogStore.getState();
const dialogs = () => useAuthDialogStore.getState();

describe('auth dialog store', () => {
  beforeEach(() => {
    useAuthDialogStore.setState(initial, true);
  });

  it('opens the prompt with its reason and hands the follow-up over once after sign-in', () => {
    const resume = vi.fn();
    openAuthPrompt({ reason: 'publish', afterSignIn: resume });
    expect(dialogs()).toMatchObject({ dialog: 'prompt', promptReason: 'publish' });
    dialogs().openLogin();
    dialogs().openTwoFactor();
    const followUp = dialogs().completeSignIn();
    expect(followUp.afterSignIn).toBe(resume);
    expect(dialogs()).toMatchObject({ dialog: null, afterSignIn: null });
    expect(dialogs().completeSignIn()).toEqual({ returnTo: null, afterSignIn: null });
  });

  it('opens the login saying why, and returns there after login or register', () => {
    dialogs().askToLogIn('/en/config?tab=security', 'config');
    expect(dialogs()).toMatchObject({ dialog: 'login', loginReason: 'config' });
    dialogs().openRegister();
    expect(dialogs().completeSignIn().returnTo).toBe('/en/config?tab=security');
    expect(dialogs().loginReason).toBeNull();
  });

  it('keeps what waits for the sign-in through a detour to "Forgot password?"', () => {
    dialogs().askToLogIn('/en/config?tab=profile', 'config');
    dialogs().openForgotPassword();
    expect(dialogs()).toMatchObject({ dialog: 'forgot_password', loginReason: 'config' });
    dialogs().openLogin();
    expect(dialogs().completeSignIn().returnTo).toBe('/en/config?tab=profile');
  });

  it('tells the prompt’s opener once when the visitor gives up, never after a sign-in', () => {
    const onDismiss = vi.fn();
    openAuthPrompt({ reason: 'publish', onDismiss });
    dialogs().openRegister();
    dialogs().dismiss();
    dialogs().dismiss();
    expect(onDismiss).toHaveBeenCalledTimes(1);
    const notCalled = vi.fn();
    openAuthPrompt({ reason: 'publish', onDismiss: notCalled });
    dialogs().completeSignIn();
    dialogs().dismiss();
    expect(notCalled).not.toHaveBeenCalled();
  });

  it('forgets what was waiting when the visitor dismisses the dialog', () => {
    dialogs().askToLogIn('/en/config', 'config');
    dialogs().dismiss();
    expect(dialogs()).toMatchObject({
      dialog: null,
      returnTo: null,
      afterSignIn: null,
      loginReason: null,
    });
  });
});
