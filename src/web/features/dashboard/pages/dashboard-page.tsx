import { PageHeader } from '@/components/page-header';
import { useCurrentBrandVoice } from '@/data/get-current-brand-voice';
import { useScheduleNotices } from '../api/get-schedule-notices';
import { AutoTopUpNotice } from '../components/auto-top-up-notice';
import { LinkedInReconnectBanner } from '../components/linkedin-reconnect-banner';
import { PublishingProblems } from '../components/publishing-problems';
import { QuickLinks } from '../components/quick-links';
import { RecentPosts } from '../components/recent-posts';
import { StatCards } from '../components/stat-cards';
import { OutOfCreditsCard, UpsellCard } from '../components/upsell-card';
import { useStats } from '@/data/get-stats';
import { isFreeTier } from '@/lib/credit-info';
import { usePolledCreditInfo } from '@/data/get-credit-info';
import { firstName } from '@/lib/user-names';
import { useSignedInUser } from '@/data/get-current-user';
import { useScheduleSettings } from '@/data/get-schedule-settings';

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
  // Scheduled posts that failed, and a connection ending before scheduled ones (issue #23); nothing while loading.
  const notices = useScheduleNotices();
  const timeZone = useScheduleSettings().data?.timeZone ?? 'UTC';
  const quickLinks = <QuickLinks hasBrandVoice={voice.data ? voice.data.brandVoice !== null : undefined} />;
  return (
    <div className="container-page grid gap-6 py-8 sm:gap-8 sm:py-10">
      <title>Dashboard · Postwright</title>
      <PageHeader
        title={isNew ? `Welcome to Postwright, ${firstName(user)}` : `Welcome back, ${firstName(user)}`}
        description="Here's how your content is doing. What would you like to write today?"
      />
      <LinkedInReconnectBanner user={user} postsAfter={notices.data?.expiring?.postsAfter} />
      <PublishingProblems items={notices.data?.attention ?? []} timeZone={timeZone} />
      <AutoTopUpNotice />
      {/* A new user's first action comes first (issue 26): on a phone, four zero cards and the upsell pushed "Create a Post" below the fold. */}
      {isNew ? quickLinks : null}
      <StatCards />
      {isOut ? <OutOfCreditsCard tier={tier} /> : isFreeTier(tier) ? <UpsellCard /> : null}
      {isNew ? null : quickLinks}
      <RecentPosts />
    </div>
  );
}
