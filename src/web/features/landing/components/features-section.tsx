import { LayersIcon, SparklesIcon, ZapIcon } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { SectionHeading } from './section-heading';

const FEATURES = [
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
] as const;

export function FeaturesSection() {
  return (
    <section aria-labelledby="features-title" className="container-page py-16 sm:py-24">
      <SectionHeading
        id="features-title"
        eyebrow="Why Postwright"
        title="Write less. Post more. Stay yourself."
        description="A calm writing tool that keeps your voice consistent, from the first draft to the hundredth post."
      />
      <ul className="mt-12 grid grid-cols-1 gap-4 md:grid-cols-3">
        {FEATURES.map(({ icon: Icon, title, text }) => (
          <li key={title}>
            <Card className="h-full gap-4 transition-colors duration-150 hover:border-foreground/20">
              <CardHeader className="gap-4">
                <span className="flex size-10 items-center justify-center rounded-lg border bg-muted/60">
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                <CardTitle>{title}</CardTitle>
              </CardHeader>
              <CardContent>
                <CardDescription className="text-[0.9375rem] leading-relaxed">{text}</CardDescription>
              </CardContent>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
