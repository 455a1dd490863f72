import {
  CalendarDaysIcon,
  FileTextIcon,
  HistoryIcon,
  HomeIcon,
  LayoutDashboardIcon,
  type LucideIcon,
  MailIcon,
  MicIcon,
  PenSquareIcon,
  ShieldCheckIcon,
  ShieldIcon,
  TagIcon,
  UserIcon,
} from 'lucide-react';

export type NavItem = {
  to: string;
  label: string;
  icon: LucideIcon;
  /** Paths (exact, or a prefix ending in "/") on which this item is the current page. */
  activeOn: readonly string[];
};

const dashboard = ['/', '/dashboard'];
const voices = ['/brand-voice', '/brand-voice/', '/brand-voices'];
const generator = ['/post-generator', '/social-generator'];
const history = ['/post-history'];
const calendar = ['/calendar'];
const pricing = ['/pricing', '/payment-success', '/subscription-success'];
const profile = ['/profile'];

/** Desktop sidebar, in the spec's order (customer-area §2); Admin Panel sits before Profile for admins. */
export const SIDEBAR_ITEMS: readonly NavItem[] = [
  { to: '/', label: 'Dashboard', icon: LayoutDashboardIcon, activeOn: dashboard },
  { to: '/brand-voices', label: 'Brand Voices', icon: MicIcon, activeOn: voices },
  { to: '/post-generator', label: 'Content Generator', icon: PenSquareIcon, activeOn: generator },
  { to: '/post-history', label: 'Post History', icon: HistoryIcon, activeOn: history },
  { to: '/calendar', label: 'Calendar', icon: CalendarDaysIcon, activeOn: calendar },
  { to: '/pricing', label: 'Pricing', icon: TagIcon, activeOn: pricing },
];
export const ADMIN_ITEM: NavItem = { to: '/admin', label: 'Admin Panel', icon: ShieldIcon, activeOn: ['/admin'] };
export const PROFILE_ITEM: NavItem = { to: '/profile', label: 'Profile', icon: UserIcon, activeOn: profile };

/** Mobile bottom bar: Home, Voices, Generate, History, Calendar, Profile. */
export const BOTTOM_BAR_ITEMS: readonly NavItem[] = [
  { to: '/', label: 'Home', icon: HomeIcon, activeOn: dashboard },
  { to: '/brand-voices', label: 'Voices', icon: MicIcon, activeOn: voices },
  { to: '/post-generator', label: 'Generate', icon: PenSquareIcon, activeOn: generator },
  { to: '/post-history', label: 'History', icon: HistoryIcon, activeOn: history },
  { to: '/calendar', label: 'Calendar', icon: CalendarDaysIcon, activeOn: calendar },
  { to: '/profile', label: 'Profile', icon: UserIcon, activeOn: profile },
];

/** Mobile top menu: the pages the bottom bar has no room for. */
export const MOBILE_MENU_ITEMS: readonly NavItem[] = [
  { to: '/pricing', label: 'Pricing', icon: TagIcon, activeOn: pricing },
  { to: '/contact', label: 'Contact', icon: MailIcon, activeOn: ['/contact'] },
  { to: '/privacy', label: 'Privacy Policy', icon: ShieldCheckIcon, activeOn: ['/privacy'] },
  { to: '/terms', label: 'Terms of Service', icon: FileTextIcon, activeOn: ['/terms'] },
];

/** The 'Admin Controls' group of the mobile menu: the admin panel's tabs. */
export const ADMIN_CONTROLS = [
  { tab: 'users', label: 'Users' },
  { tab: 'pricing', label: 'Pricing' },
  { tab: 'discounts', label: 'Discounts' },
  { tab: 'revenue', label: 'Revenue' },
  { tab: 'logs', label: 'Logs' },
] as const;

export function isActive(item: NavItem, pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return item.activeOn.some((match) =>
    match.endsWith('/') && match !== '/' ? path.startsWith(match) : path === match,
  );
}
