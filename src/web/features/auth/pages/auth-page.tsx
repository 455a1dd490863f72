import { useEffect, useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import {
  type APPLE_ERRORS as APPLE_ERROR_CODES,
  type GOOGLE_ERRORS as GOOGLE_ERROR_CODES,
  SUSPENDED_MESSAGE,
} from '@shared/schemas/auth';
import { Separator } from '@/components/ui/separator';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { rememberReturnTo, safeNext } from '@/lib/return-to';
import { toast } from '@/lib/toast';
import { useAuthProviders } from '../api/get-auth-providers';
import { AppleButton } from '../components/apple-button';
import { AuthCard } from '../components/auth-card';
import { GoogleButton } from '../components/google-button';
import { RegisterForm } from '../components/register-form';
import { SignInForm } from '../components/sign-in-form';

type Mode = 'sign-in' | 'sign-up';

// What /api/auth/google (customer-area §8) and /api/auth/apple send back in ?error=.
const PROVIDER_ERRORS: Record<(typeof GOOGLE_ERROR_CODES)[number] | (typeof APPLE_ERROR_CODES)[number], string> = {
  google_not_configured: 'Google login is not configured. Please contact support.',
  google_failed: 'Google login failed. Please try again.',
  apple_not_configured: 'Sign in with Apple is not configured. Please contact support.',
  apple_failed: 'Sign in with Apple failed. Please try again.',
  account_suspended: SUSPENDED_MESSAGE,
};

function providerErrorMessage(code: string | null): string | undefined {
  return code && code in PROVIDER_ERRORS ? PROVIDER_ERRORS[code as keyof typeof PROVIDER_ERRORS] : undefined;
}

/** Combined sign-in and sign-up (customer-area §2); /register and /auth?mode=signup open on sign-up. */
export function AuthPage() {
  const { pathname, key } = useLocation();
  const [params, setParams] = useSearchParams();
  // Links meant for new visitors (Get Started, Start Creating…) carry ?mode=signup.
  const requested: Mode = pathname === '/register' || params.get('mode') === 'signup' ? 'sign-up' : 'sign-in';
  const [mode, setMode] = useState<Mode>(requested);
  // A link followed while this page is open (the top bar's Get Started on /auth)
  // is a new request: it decides the side again, as a fresh page would.
  const [seenKey, setSeenKey] = useState(key);
  if (seenKey !== key) {
    setSeenKey(key);
    setMode(requested);
  }

  // /auth?next=/post-history?search=hiring: kept through sign-in, sign-up and Google (read at submit, or on return).
  const next = safeNext(params.get('next'));
  useEffect(() => {
    if (next) rememberReturnTo(next);
  }, [next]);

  const error = params.get('error');
  useEffect(() => {
    const message = providerErrorMessage(error);
    if (!message) return;
    toast({ variant: 'destructive', title: message });
    setParams(
      (current) => {
        current.delete('error');
        return current;
      },
      { replace: true },
    );
  }, [error, setParams]);

  const isSignIn = mode === 'sign-in';
  // Only a provider the server has: a Google button on a server without Google could only fail (issue 26).
  const providers = useAuthProviders().data;
  const hasGoogle = providers?.google === true;
  const hasApple = providers?.apple === true;
  return (
    <AuthCard
      title={isSignIn ? 'Welcome back' : 'Create your account'}
      description={isSignIn ? 'Sign in to keep writing in your voice.' : 'Start for free. No credit card required.'}
      footer={
        <>
          By continuing you agree to our{' '}
          <Link to="/terms" className="underline underline-offset-4 hover:text-foreground">
            Terms of Service
          </Link>{' '}
          and{' '}
          <Link to="/privacy" className="underline underline-offset-4 hover:text-foreground">
            Privacy Policy
          </Link>
          .
        </>
      }
    >
      <title>{`${isSignIn ? 'Sign In' : 'Sign Up'} · Postwright`}</title>
      {/* Only the active form is mounted, so toggling resets both. */}
      <Tabs value={mode} onValueChange={(value) => setMode(value as Mode)} className="grid gap-6">
        <TabsList aria-label="Sign in or sign up" className="grid w-full grid-cols-2">
          <TabsTrigger value="sign-in">Sign In</TabsTrigger>
          <TabsTrigger value="sign-up">Sign Up</TabsTrigger>
        </TabsList>
        {hasGoogle || hasApple ? (
          <>
            <div className="grid gap-3">
              {hasGoogle ? <GoogleButton /> : null}
              {hasApple ? <AppleButton /> : null}
            </div>
            <div className="flex items-center gap-3 text-xs uppercase tracking-wide text-muted-foreground">
              <Separator className="flex-1" />
              or
              <Separator className="flex-1" />
            </div>
          </>
        ) : null}
        <TabsContent value="sign-in">
          <SignInForm />
        </TabsContent>
        <TabsContent value="sign-up">
          <RegisterForm />
        </TabsContent>
      </Tabs>
    </AuthCard>
  );
}
