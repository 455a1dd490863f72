import { BriefcaseIcon, LightbulbIcon, NetworkIcon, TrendingUpIcon, type LucideIcon } from 'lucide-react';
import type { Goal, TargetAudience } from '@shared/constants';

// Words on screen for the enumerations of customer-area §3.

export const GOAL_OPTIONS: Record<Goal, { label: string; description: string; icon: LucideIcon }> = {
  networking: { label: 'Networking', description: 'Build relationships with peers and partners', icon: NetworkIcon },
  'thought-leadership': {
    label: 'Thought leadership',
    description: 'Be known for your ideas and point of view',
    icon: LightbulbIcon,
  },
  'business-growth': {
    label: 'Business growth',
    description: 'Win clients, customers and opportunities',
    icon: TrendingUpIcon,
  },
  'career-development': {
    label: 'Career development',
    description: 'Open doors to your next role',
    icon: BriefcaseIcon,
  },
};

export const AUDIENCE_LABELS: Record<TargetAudience, string> = {
  entrepreneurs: 'Entrepreneurs',
  professionals: 'Professionals',
  students: 'Students',
  executives: 'Executives',
  creators: 'Creators',
  mixed: 'A mixed audience',
};

/** The three sliders (0–100) with what each end means. */
export const SLIDERS = [
  { name: 'formality', label: 'Formality', low: 'Casual', high: 'Formal', hint: 'How formal should your posts sound?' },
  {
    name: 'personalSharing',
    label: 'Personal sharing',
    low: 'Keep it professional',
    high: 'Share openly',
    hint: 'How much of your own life and stories do you share?',
  },
  {
    name: 'confidence',
    label: 'Confidence',
    low: 'Humble',
    high: 'Bold',
    hint: 'How assertive should your opinions come across?',
  },
] as const;

export type SliderName = (typeof SLIDERS)[number]['name'];

/** "72, leaning formal" — what a screen reader says for a slider value. */
export function describeSliderValue(value: number, low: string, high: string): string {
  if (value <= 20) return `${value}, ${low.toLowerCase()}`;
  if (value < 45) return `${value}, leaning ${low.toLowerCase()}`;
  if (value <= 55) return `${value}, balanced`;
  if (value < 80) return `${value}, leaning ${high.toLowerCase()}`;
  return `${value}, ${high.toLowerCase()}`;
}
