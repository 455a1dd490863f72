import { AutoTopUpCard } from '@/components/auto-top-up-card';
import { PageHeader } from '@/components/page-header';
import { AccountStatsCard } from '../components/account-stats-card';
import { AvatarCard } from '../components/avatar-card';
import { BasicInfoCard } from '../components/basic-info-card';
import { BillingHistoryCard } from '../components/billing-history-card';
import { BrandKitCard } from '../components/brand-kit-card';
import { BrandVoiceSettingsCard } from '../components/brand-voice-settings-card';
import { ChangePasswordCard } from '../components/change-password-card';
import { HelpCard } from '../components/help-card';
import { LinkedInCard } from '../components/linkedin-card';
import { PrivacyCard } from '../components/privacy-card';
import { QuickActionsCard } from '../components/quick-actions-card';
import { SchedulingCard } from '../components/scheduling-card';
import { SubscriptionCard } from '../components/subscription-card';
import { useSignedInUser } from '@/data/get-current-user';

/** Profile settings (customer-area §2): account details on the left, status and actions in the sidebar. */
export function ProfilePage() {
  const user = useSignedInUser();
  return (
    <div className="container-page grid gap-6 py-8 sm:gap-8 sm:py-10">
      <title>Profile · Postwright</title>
      <PageHeader title="Profile Settings" description="Manage your account and preferences" />
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_18rem] xl:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="grid min-w-0 gap-6">
          <BasicInfoCard user={user} />
          <LinkedInCard />
          <SchedulingCard />
          <BrandVoiceSettingsCard />
          <BrandKitCard />
          <AutoTopUpCard />
          <BillingHistoryCard />
          <ChangePasswordCard user={user} />
        </div>
        <aside aria-label="Account overview" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-1">
          <AvatarCard user={user} />
          <AccountStatsCard user={user} />
          <SubscriptionCard />
          <QuickActionsCard user={user} />
          <PrivacyCard />
          <HelpCard />
        </aside>
      </div>
    </div>
  );
}
