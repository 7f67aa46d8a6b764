import { create } from 'zustand';
import { CONSENT_STORAGE_KEY, parseConsent, type ConsentChoice } from '../utils/consent-choice.ts';

interface ConsentState {
  /** Null until a choice is stored: the cookie bar shows. */
  consent: ConsentChoice | null;
  settingsOpen: boolean;
  choose: (consent: ConsentChoice) => void;
  openSettings: () => void;
  closeSettings: () => void;
}

function readStored(): ConsentChoice | null {
  // On the server (decision 0058) nothing is stored: every page renders with no choice.
  if (typeof localStorage === 'undefined') return null;
  try {
    return parseConsent(localStorage.getItem(CONSENT_STORAGE_KEY));
  } catch {
    return null;
  }
}

/**
 * The visitor's cookie choice, read synchronously at start so that what depends on it (the ads
 * slot) is in the first paint rather than popping in later.
 */
export const useConsentStore = create<ConsentState>((set) => ({
  consent: readStored(),
  settingsOpen: false,
  choose: (consent) => {
    localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(consent));
    set({ consent, settingsOpen: false });
  },
  openSettings: () => set({ settingsOpen: true }),
  closeSettings: () => set({ settingsOpen: false }),
}));
