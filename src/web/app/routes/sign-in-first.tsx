import { Navigate, useLocation } from 'react-router';
import { recentSignOutLanding, signInPathFor } from '@/lib/return-to';

/**
 * A signed-in route opened while signed out (a bookmark, a shared link): the auth screen, with the address
 * kept in `next` so signing in or up lands where the visitor was going (issue 26), not on the landing page.
 */
export function SignInFirst() {
  const { pathname, search, hash } = useLocation();
  // After a deliberate sign-out the screen being left lands where the sign-out was going (the landing page).
  return <Navigate to={recentSignOutLanding() ?? signInPathFor(`${pathname}${search}${hash}`)} replace />;
}
