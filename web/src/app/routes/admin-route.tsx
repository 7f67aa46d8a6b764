import { AdminConsole } from '../../features/admin/components/admin-console.tsx';
import { RequireAuth } from '../../features/auth/components/require-auth.tsx';

/** `/{lang}/admin`: the operators' console, its own chunk; the API checks the role. */
export function AdminRoute() {
  return (
    <RequireAuth>
      <AdminConsole />
    </RequireAuth>
  );
}
