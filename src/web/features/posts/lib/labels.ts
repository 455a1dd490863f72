import type { Mood, Platform, PostLength } from '@shared/constants';

export const PLATFORM_LABELS: Record<Platform, string> = {
  linkedin: 'LinkedIn',
  instagram: 'Instagram',
  facebook: 'Facebook',
};

export const MOOD_LABELS: Record<Mood, string> = {
  professional: 'Professional',
  friendly: 'Friendly',
  confident: 'Confident',
  inspiring: 'Inspiring',
  casual: 'Casual',
  analytical: 'Analytical',
};

export const LENGTH_LABELS: Record<PostLength, string> = { short: 'Short', medium: 'Medium', long: 'Long' };

/** "Uses 1 credit", "Uses 3 credits". */
export const creditsLabel = (n: number) => `${n} ${n === 1 ? 'credit' : 'credits'}`;
