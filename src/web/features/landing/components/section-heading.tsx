import type { ReactNode } from 'react';

export function SectionHeading({
  id,
  eyebrow,
  title,
  description,
}: {
  id: string;
  eyebrow: string;
  title: ReactNode;
  description: ReactNode;
}) {
  return (
    <div className="mx-auto grid max-w-2xl gap-3 text-center">
      <p className="text-sm font-medium text-muted-foreground">{eyebrow}</p>
      <h2 id={id} className="text-2xl font-semibold sm:text-3xl">
        {title}
      </h2>
      <p className="text-muted-foreground">{description}</p>
    </div>
  );
}
