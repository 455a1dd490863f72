import { ArrowRightIcon, HistoryIcon, type LucideIcon, MicIcon, PenSquareIcon, ShieldIcon, TagIcon, UserIcon } from 'lucide-react';
import { Link } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { useCurrentUser } from '@/lib/session';

type QuickLink = { to: string; title: string; text: string; icon: LucideIcon };

const LINKS: QuickLink[] = [
  { to: '/post-generator', title: 'Content Generator', text: 'Turn an idea into up to three posts.', icon: PenSquareIcon },
  { to: '/brand-voice', title: 'Brand Voice', text: 'Define how your posts should sound.', icon: MicIcon },
  { to: '/brand-voices', title: 'Brand Voices', text: 'Manage, clone and choose your default voice.', icon: MicIcon },
  { to: '/post-history', title: 'Post History', text: 'Search, filter and reuse earlier posts.', icon: HistoryIcon },
  { to: '/pricing', title: 'Pricing', text: 'Plans and credit packs.', icon: TagIcon },
  { to: '/profile', title: 'Profile', text: 'Account, LinkedIn and privacy settings.', icon: UserIcon },
];

/** Dashboard frame; stats, upsell and recent posts arrive with the posts and credits screens. */
export function DashboardPage() {
  const { data: user } = useCurrentUser();
  const firstName = user?.fullName.split(' ')[0] || 'there';
  const links = user?.role === 'admin' ? [...LINKS, { to: '/admin', title: 'Admin Panel', text: 'Users, pricing and system health.', icon: ShieldIcon }] : LINKS;
  return (
    <div className="container-page py-10">
      <title>Dashboard · Postwright</title>
      <PageHeader title={`Welcome back, ${firstName}`} description="What would you like to write today?" />
      <ul className="mt-8 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {links.map(({ to, title, text, icon: Icon }) => (
          <li key={to}>
            <Link to={to} className="group flex h-full items-start gap-4 rounded-xl border bg-card p-5 transition-colors hover:border-foreground/20">
              <Icon className="mt-0.5 size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
              <span className="grid flex-1 gap-1">
                <span className="font-medium">{title}</span>
                <span className="text-sm text-muted-foreground">{text}</span>
              </span>
              <ArrowRightIcon className="mt-0.5 size-4 text-muted-foreground transition-transform group-hover:translate-x-0.5" aria-hidden="true" />
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
