import { SidebarUserBox } from '../../features/auth/components/sidebar-user-box.tsx';
import { WishForm } from '../../features/wish-form/components/wish-form.tsx';

/** The user box and the wish form (or the user's published wish). */
export function LeftSidebar() {
  return (
    <section className="card sidebar-card">
      <SidebarUserBox />
      <WishForm />
    </section>
  );
}
