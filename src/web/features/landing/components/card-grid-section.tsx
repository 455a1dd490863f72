import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/utils';
import { SectionHeading } from './section-heading';

export type GridCard = { icon: LucideIcon; title: string; text: string };

/** A landing section: its heading, then three cards of an icon, a title and a sentence. */
export function CardGridSection({
  id,
  eyebrow,
  title,
  description,
  cards,
  cardClassName,
  headerClassName,
  renderIcon,
}: {
  id: string;
  eyebrow: string;
  title: string;
  description: string;
  cards: readonly GridCard[];
  cardClassName?: string;
  headerClassName: string;
  renderIcon: (Icon: LucideIcon) => ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="container-page py-16 sm:py-24">
      <SectionHeading id={id} eyebrow={eyebrow} title={title} description={description} />
      <ul className="mt-12 grid grid-cols-1 gap-4 md:grid-cols-3">
        {cards.map((card) => (
          <li key={card.title}>
            <Card className={cn('h-full gap-4', cardClassName)}>
              <CardHeader className={headerClassName}>
                {renderIcon(card.icon)}
                <CardTitle>{card.title}</CardTitle>
              </CardHeader>
              <CardContent>
                <CardDescription className="text-[0.9375rem] leading-relaxed">{card.text}</CardDescription>
              </CardContent>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
