import { useMatches } from 'react-router-dom';
import { AdSlot } from '../../features/ads/components/ad-slot.tsx';
import { TopWishes } from '../../features/top-wishes/components/top-wishes.tsx';
import { carriesAds } from '../routes/route-handle.ts';

/** The top-10 list (a button opening it below 768 px), and the ads slot where pages carry it. */
export function RightSidebar() {
  const ads = useMatches().some((match) => carriesAds(match.handle));
  return (
    <>
      <TopWishes />
      {ads && <AdSlot placement="sidebar" />}
    </>
  );
}
