import { LayersIcon, SparklesIcon, ZapIcon } from 'lucide-react';
import { CardGridSection, type GridCard } from './card-grid-section';

const FEATURES: readonly GridCard[] = [
  {
    icon: SparklesIcon,
    title: 'Complete posts from one idea',
    text: 'Describe an idea in a sentence. Postwright writes complete posts shaped by your brand voice, your audience and the tone you choose, with its built-in writer or the language model your workspace connects.',
  },
  {
    icon: ZapIcon,
    title: 'Lightning fast',
    text: 'Go from a blank page to up to three ready-to-edit versions in seconds, then copy the one you like best.',
  },
  {
    icon: LayersIcon,
    title: 'Multi-platform ready',
    text: 'Every post is formatted for where it will live: the right length, line breaks, emojis and hashtags for each network.',
  },
];

export function FeaturesSection() {
  return (
    <CardGridSection
      id="features-title"
      eyebrow="Why Postwright"
      title="Write less. Post more. Stay yourself."
      description="A calm writing tool that keeps your voice consistent, from the first draft to the hundredth post."
      cards={FEATURES}
      cardClassName="transition-colors duration-150 hover:border-foreground/20"
      headerClassName="gap-4"
      renderIcon={(Icon) => (
        <span className="flex size-10 items-center justify-center rounded-lg border bg-muted/60">
          <Icon className="size-5" aria-hidden="true" />
        </span>
      )}
    />
  );
}
