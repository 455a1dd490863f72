import { PaletteIcon } from 'lucide-react';
import { Link } from 'react-router';
import { useBrandKit } from '@/data/get-brand-kit';

/** The kit a card is drawn in, at a glance, with the way to change it (the profile's Brand kit card). */
export function BrandKitSummary() {
  const kit = useBrandKit().data;
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-lg bg-muted/50 px-3 py-2 text-sm">
      <PaletteIcon className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
      <span className="font-medium">Brand kit</span>
      {kit ? (
        <span className="flex items-center gap-1.5" data-testid="brand-kit-summary">
          {[kit.background, kit.text, kit.accent].map((colour, i) => (
            <span
              key={i}
              className="size-5 rounded-full border"
              style={{ backgroundColor: colour }}
              aria-hidden="true"
            />
          ))}
          <span className="text-muted-foreground">
            {kit.font === 'merriweather' ? 'Merriweather' : 'Inter'}
            {kit.logo ? ' · logo' : ''}
          </span>
        </span>
      ) : null}
      <Link
        to="/profile#brand-kit"
        className="ml-auto inline-flex min-h-11 items-center font-medium underline underline-offset-4 sm:min-h-0"
      >
        Edit brand kit
      </Link>
    </div>
  );
}
