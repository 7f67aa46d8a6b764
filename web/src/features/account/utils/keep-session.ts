import type { TwoFactorChangedDto } from '@wishwall/contracts/account.dto';
import { useSessionStore } from '../../../stores/session-store.ts';

/**
 * A second-factor change signed every other session out: this one goes on with the token it
 * was given, and shows the account as it now is.
 */
export function keepSession({ user, token }: TwoFactorChangedDto): void {
  const session = useSessionStore.getState();
  session.replaceToken(token);
  session.setUser(user);
}
