import { MegaphoneIcon, PenLineIcon, StoreIcon } from 'lucide-react';
import { CardGridSection, type GridCard } from './card-grid-section';

const AUDIENCES: readonly GridCard[] = [
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
];

export function AudienceSection() {
  return (
    <CardGridSection
      id="audience-title"
      eyebrow="Who it is for"
      title="Built for people who write to grow"
      description="Whether you post for yourself, your shop or your whole team, Postwright keeps every post on-brand."
      cards={AUDIENCES}
      headerClassName="flex-row items-center gap-3"
      renderIcon={(Icon) => <Icon className="size-5 text-muted-foreground" aria-hidden="true" />}
    />
  );
}
