import { lazy } from 'react';
import { useSession } from '../../lib/session';
import { HomePage } from './home-page';

// Visitors never download the signed-in top page.
const TopPage = lazy(() => import('./top-page').then((m) => ({ default: m.TopPage })));

/** `/` and `/top` (spec section 2): the top page when signed in, otherwise the public home page. */
export function RootPage() {
  const session = useSession();
  return session ? <TopPage /> : <HomePage />;
}
