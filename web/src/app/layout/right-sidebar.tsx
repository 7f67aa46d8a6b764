import { TopWishes } from '../../features/top-wishes/components/top-wishes.tsx';

/** The top-10 list (a button opening it below 768 px). */
export function RightSidebar() {
  return <TopWishes />;
}
