import { AdminConsole } from '../../features/admin/components/admin-console.tsx';
import { NotForYou } from '../../features/admin/components/not-for-you.tsx';
import { RequireAuth } from '../../features/auth/components/require-auth.tsx';
import { useSessionStore } from '../../stores/session-store.ts';

/**
 * `/{lang}/admin`: the operators' console, its own chunk. A signed-in account that is not an
 * operator gets a plain page saying so and no console (nothing polled, nothing asked); the API
 * checks the role on every call anyway.
 */
export function AdminRoute() {
  const operator = useSessionStore((s) => s.user?.data_user.operator === true);
  return <RequireAuth>{operator ? <AdminConsole /> : <NotForYou />}</RequireAuth>;
}
