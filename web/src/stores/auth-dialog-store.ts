import { create } from 'zustand';

export type AuthDialog = 'login' | 'register' | 'two_factor' | 'prompt' | 'forgot_password';

/** Why a visitor is asked to sign in; it picks the prompt's title. */
export type AuthPromptReason = 'react' | 'publish';

export interface AuthPromptOptions {
  reason: AuthPromptReason;
  /** Runs once the visitor has signed in through this prompt, e.g. to resume publishing. */
  afterSignIn?: () => void;
  /** Runs if the visitor closes the prompt or the dialog it led to without signing in. */
  onDismiss?: () => void;
}

/** Why a page sent the visitor to log in; the login dialog says it. */
export type LoginReason = 'config' | 'page';

/** What to do once a sign-in that some page asked for has succeeded. */
export interface SignInFollowUp {
  returnTo: string | null;
  afterSignIn: (() => void) | null;
}

export interface AuthDialogStore extends SignInFollowUp {
  dialog: AuthDialog | null;
  onDismiss: (() => void) | null;
  promptReason: AuthPromptReason;
  loginReason: LoginReason | null;
  openLogin: () => void;
  openRegister: () => void;
  openTwoFactor: () => void;
  /** "Forgot password?" from the login dialog (docs/product.md#password-reset). */
  openForgotPassword: () => void;
  openPrompt: (options: AuthPromptOptions) => void;
  /**
   * A page that needs a user sent the visitor away: the login dialog opens saying why, and after
   * login (or registering) they come back to `returnTo`.
   */
  askToLogIn: (returnTo: string, reason: LoginReason) => void;
  /** The visitor gave up: nothing waits for a sign-in any more. */
  dismiss: () => void;
  /** Signed in: closes the dialogs and hands over (once) what was waiting for it. */
  completeSignIn: () => SignInFollowUp;
}

const NOTHING_WAITING: SignInFollowUp = { returnTo: null, afterSignIn: null };

/**
 * Which account dialog is open. Shared outside the auth feature so any feature can ask a visitor
 * to sign in (`openAuthPrompt`) without importing it.
 */
export const useAuthDialogStore = create<AuthDialogStore>()((set, get) => ({
  dialog: null,
  promptReason: 'react',
  loginReason: null,
  ...NOTHING_WAITING,
  onDismiss: null,
  openLogin: () => set({ dialog: 'login' }),
  openRegister: () => set({ dialog: 'register' }),
  openTwoFactor: () => set({ dialog: 'two_factor' }),
  openForgotPassword: () => set({ dialog: 'forgot_password' }),
  openPrompt: ({ reason, afterSignIn, onDismiss }) =>
    set({
      dialog: 'prompt',
      promptReason: reason,
      afterSignIn: afterSignIn ?? null,
      onDismiss: onDismiss ?? null,
    }),
  askToLogIn: (returnTo, reason) =>
    set({ dialog: 'login', loginReason: reason, returnTo, afterSignIn: null, onDismiss: null }),
  dismiss: () => {
    const { onDismiss } = get();
    set({ dialog: null, loginReason: null, ...NOTHING_WAITING, onDismiss: null });
    onDismiss?.();
  },
  completeSignIn: () => {
    const { returnTo, afterSignIn } = get();
    set({ dialog: null, loginReason: null, ...NOTHING_WAITING, onDismiss: null });
    return { returnTo, afterSignIn };
  },
}));

/** Asks an anonymous visitor to log in or register, e.g. before reacting or publishing. */
export function openAuthPrompt(options: AuthPromptOptions): void {
  useAuthDialogStore.getState().openPrompt(options);
}
