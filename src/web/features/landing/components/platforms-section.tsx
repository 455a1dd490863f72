import { MailIcon, NewspaperIcon } from 'lucide-react';
import type { ComponentType, SVGProps } from 'react';
import { FacebookIcon, InstagramIcon, LinkedInIcon, XIcon } from '@/components/brand-icons';

const PLATFORMS: { name: string; icon: ComponentType<SVGProps<SVGSVGElement>> }[] = [
  { name: 'LinkedIn', icon: LinkedInIcon },
  { name: 'Instagram', icon: InstagramIcon },
  { name: 'Facebook', icon: FacebookIcon },
  { name: 'X', icon: XIcon },
  { name: 'Email', icon: MailIcon },
  { name: 'Blogs', icon: NewspaperIcon },
];

export function PlatformsSection() {
  return (
    <section aria-labelledby="platforms-title" className="border-y bg-muted/30">
      <div className="container-page grid grid-cols-1 gap-8 py-12 sm:py-16 lg:grid-cols-[1fr_2fr] lg:items-center">
        <div className="grid gap-2">
          <h2 id="platforms-title" className="text-xl font-semibold sm:text-2xl">
            Formatted for every channel
          </h2>
          <p className="text-muted-foreground">One idea, shaped for the place your audience reads it.</p>
        </div>
        <ul className="grid grid-cols-1 grid-cols-2 gap-3 sm:grid-cols-3">
          {PLATFORMS.map(({ name, icon: Icon }) => (
            <li key={name} className="flex items-center gap-3 rounded-lg border bg-card px-4 py-3 text-sm font-medium">
              <Icon className="size-5 text-muted-foreground" aria-hidden="true" />
              {name}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
