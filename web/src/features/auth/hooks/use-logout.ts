import { useNavigate } from 'react-router-dom';
import { useSessionStore } from '../../../stores/session-store.ts';
import { logout } from '../api/logout.ts';

/**
 * docs/product.md#passwords-and-sessions: logout goes to `/` and always signs out here, whatever
 * the server answered. Home comes first, so a signed-in-only page being left never mistakes the
 * logout for a visitor who should be asked to log in.
 */
export function useLogout() {
  const navigate = useNavigate();

  return async () => {
    await navigate('/');
    try {
      await logout();
    } catch (error) {
      console.warn('Logout failed on the server; signing out here anyway', error);
    } finally {
      useSessionStore.getState().clear();
    }
  };
}
