import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { takeReturnTo } from '@/lib/return-to';

/**
 * Once signed in, continue where the visitor was going before they had to
 * sign up (a plan picked on the pricing page). Password sign-ins go there
 * directly; this covers sign-ins that come back through Google.
 */
export function ReturnToEffect() {
  const navigate = useNavigate();
  useEffect(() => {
    const path = takeReturnTo();
    if (path) navigate(path, { replace: true });
  }, [navigate]);
  return null;
}
