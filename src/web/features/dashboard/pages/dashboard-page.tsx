import { PageHeader } from '@/components/page-header';
import { useCurrentBrandVoice } from '@/data/get-current-brand-voice';
import { LinkedInReconnectBanner } from '../components/linkedin-reconnect-banner';
import { QuickLinks } from '../components/quick-links';
import { RecentPosts } from '../components/recent-posts';
import { StatCards } from '../components/stat-cards';
import { OutOfCreditsCard, UpsellCard } from '../components/upsell-card';
import { useStats } from '@/data/get-stats';
import { isFreeTier } from '@/lib/credit-info';
import { usePolledCreditInfo } from '@/data/get-credit-info';
import { firstName } from '@/lib/user-names';
import { useSignedInUser } from '@/data/get-current-user';

/** Dashboard (customer-area §2): greeting, four figures, the free-tier upsell, quick links, recent posts. */
export function DashboardPage() {
  const user = useSignedInUser();
  const credits = usePolledCreditInfo();
  const voice = useCurrentBrandVoice();
  // The polled credit info knows about a purchase sooner than the user object does.
  const tier = credits.data?.tier ?? user.subscriptionTier;
  // A brand-new user (nothing written yet) is welcomed, not welcomed back.
  const isNew = useStats().data?.totalPosts === 0;
  const isOut = credits.data?.credits === 0;
  return (
    <div className="container-page grid gap-6 py-8 sm:gap-8 sm:py-10">
      <title>Dashboard · Postwright</title>
      <PageHeader title={isNew ? `Welcome to Postwright, ${firstName(user)}` : `Welcome back, ${firstName(user)}`} description="Here's how your content is doing. What would you like to write today?" />
      <LinkedInReconnectBanner user={user} />
      <StatCards />
      {isOut ? <OutOfCreditsCard tier={tier} /> : isFreeTier(tier) ? <UpsellCard /> : null}
      <QuickLinks hasBrandVoice={voice.data ? voice.data.brandVoice !== null : undefined} />
      <RecentPosts />
    </div>
  );
}
