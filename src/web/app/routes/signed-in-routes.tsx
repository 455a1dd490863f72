import { Navigate, Route, Routes } from 'react-router';
import { SignedInLayout } from '../layouts/signed-in-layout';
import { LinkedInCallbackRoute } from './linkedin-callback-route';
import * as Pages from './lazy-pages';
import type { SessionUser } from '@/data/get-current-user';

/**
 * Route table, signed-in (customer-area §2). /contact, /terms and /privacy
 * stay reachable because the mobile menu and the profile link to them;
 * /reset-password too, so a reset link works in a signed-in browser.
 */
export function SignedInRoutes({ user }: { user: SessionUser }) {
  return (
    <Routes>
      {/* The LinkedIn popup's last page: no shell around it. */}
      <Route path="linkedin/callback" element={<LinkedInCallbackRoute />} />
      <Route element={<SignedInLayout user={user} />}>
        <Route index element={<Pages.DashboardPage />} />
        <Route path="dashboard" element={<Pages.DashboardPage />} />
        <Route path="brand-voice" element={<Pages.BrandVoicePage />} />
        <Route path="brand-voice/new" element={<Pages.BrandVoiceWizardPage />} />
        <Route path="brand-voices" element={<Pages.BrandVoicesPage />} />
        <Route path="brand-voices/:id/writing" element={<Pages.VoiceWritingPage />} />
        <Route path="post-generator" element={<Pages.PostGeneratorPage />} />
        <Route path="social-generator" element={<Pages.PostGeneratorPage />} />
        <Route path="post-history" element={<Pages.PostHistoryPage />} />
        <Route path="calendar" element={<Pages.CalendarPage />} />
        <Route path="pricing" element={<Pages.PricingPage />} />
        <Route path="payment-success" element={<Pages.PaymentSuccessPage />} />
        <Route path="subscription-success" element={<Pages.SubscriptionSuccessPage />} />
        <Route path="billing/top-up/:id" element={<Pages.CompleteTopUpPage />} />
        <Route path="admin" element={<Pages.AdminPage />} />
        <Route path="profile" element={<Pages.ProfilePage />} />
        <Route path="contact" element={<Pages.ContactPage />} />
        <Route path="terms" element={<Pages.TermsPage />} />
        <Route path="privacy" element={<Pages.PrivacyPage />} />
        <Route path="reset-password" element={<Pages.ResetPasswordPage />} />
        <Route path="confirm-email" element={<Pages.ConfirmEmailPage />} />
        <Route path="undo-email-change" element={<Pages.UndoEmailChangePage />} />
        <Route path="verify-email" element={<Pages.VerifyEmailPage />} />
        <Route path="sign-in-link" element={<Pages.SignInLinkPage />} />
        {/* Any other path shows the dashboard. */}
        <Route path="*" element={<Navigate to="/" replace />} />
      </Route>
    </Routes>
  );
}
