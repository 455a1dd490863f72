import type { CSSProperties } from 'react';
import type { Slide } from '@shared/schemas/media';
import { useBrandKit } from '@/data/get-brand-kit';
import { cn } from '@/lib/utils';

/** What the server draws with when the kit has not loaded yet (its default kit). */
const FALLBACK_KIT = { background: '#0f172a', text: '#f8fafc', accent: '#38bdf8', font: 'inter', logo: null };

/**
 * A carousel's slides side by side, swiped (or scrolled with the keyboard) one page at a time, in the brand
 * kit's colours: the PDF's pages as HTML, so the preview needs no PDF reader in the page.
 */
export function CarouselSlides({ slides, label, className }: { slides: Slide[]; label: string; className?: string }) {
  const kit = useBrandKit().data ?? FALLBACK_KIT;
  const style: CSSProperties = {
    backgroundColor: kit.background,
    color: kit.text,
    fontFamily: kit.font === 'merriweather' ? 'Georgia, serif' : undefined,
  };
  return (
    <ol
      aria-label={label}
      // Focusable so the keyboard can scroll it; the pages snap like a swiped document.
      tabIndex={0}
      className={cn(
        'flex snap-x snap-mandatory gap-3 overflow-x-auto overscroll-x-contain pb-2',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
        className,
      )}
      data-testid="carousel-slides"
    >
      {slides.map((slide, index) => (
        <li
          key={index}
          aria-label={`Slide ${index + 1} of ${slides.length}`}
          className="relative flex aspect-[4/5] w-[72%] max-w-64 shrink-0 snap-center flex-col justify-center gap-2 overflow-hidden rounded-md border p-4"
          style={style}
        >
          <span className="absolute top-2 right-3 text-[0.625rem] opacity-70" aria-hidden="true">
            {index + 1}/{slides.length}
          </span>
          {slide.heading ? (
            <p className="text-base leading-snug font-bold break-words" style={{ color: kit.accent }}>
              {slide.heading}
            </p>
          ) : null}
          {slide.body ? <p className="line-clamp-[9] text-xs leading-relaxed break-words">{slide.body}</p> : null}
          {kit.logo ? (
            <img src={kit.logo} alt="" className="absolute right-3 bottom-3 h-5 w-auto object-contain" />
          ) : null}
        </li>
      ))}
    </ol>
  );
}
