import { MegaphoneIcon, PenLineIcon, StoreIcon } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { SectionHeading } from './section-heading';

const AUDIENCES = [
  {
    icon: PenLineIcon,
    title: 'Creators',
    text: 'Keep a steady publishing rhythm without losing the voice your followers come back for.',
  },
  {
    icon: StoreIcon,
    title: 'Small Business Owners',
    text: 'Share wins, lessons and offers in minutes, so marketing never eats the time you need for customers.',
  },
  {
    icon: MegaphoneIcon,
    title: 'Marketing Teams',
    text: 'Give everyone one shared brand voice and turn a single campaign idea into posts for every channel.',
  },
] as const;

export function AudienceSection() {
  return (
    <section aria-labelledby="audience-title" className="container-page py-16 sm:py-24">
      <SectionHeading
        id="audience-title"
        eyebrow="Who it is for"
        title="Built for people who write to grow"
        description="Whether you post for yourself, your shop or your whole team, Postwright keeps every post on-brand."
      />
      <ul className="mt-12 grid grid-cols-1 gap-4 md:grid-cols-3">
        {AUDIENCES.map(({ icon: Icon, title, text }) => (
          <li key={title}>
            <Card className="h-full gap-4">
              <CardHeader className="flex-row items-center gap-3">
                <Icon className="size-5 text-muted-foreground" aria-hidden="true" />
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
