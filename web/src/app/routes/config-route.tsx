import { ConfigPage } from '../../features/account/components/config-page.tsx';
import { RequireAuth } from '../../features/auth/components/require-auth.tsx';
import { WalletTab } from '../../features/wallet/components/wallet-tab.tsx';

/** `/{lang}/config`: signed-in users only. Loaded on demand, as most visitors never open it. */
export function ConfigRoute() {
  return (
    <RequireAuth reason="config">
      <ConfigPage walletTab={(user) => <WalletTab user={user} />} />
    </RequireAuth>
  );
}
