import { Slider as SliderPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

type SliderProps = ComponentProps<typeof SliderPrimitive.Root> & {
  /** Accessible name of the thumb, or the id of the element that names it. */
  thumbLabel?: string;
  thumbLabelledBy?: string;
  /** Read out instead of the bare number, e.g. "50, balanced". */
  valueText?: string;
};

/**
 * One-thumb slider. The visible track is thin; the thumb's hit area is 44 px
 * on phones (touch targets) and the whole track can be tapped or dragged.
 */
export function Slider({ className, thumbLabel, thumbLabelledBy, valueText, ...props }: SliderProps) {
  return (
    <SliderPrimitive.Root
      data-slot="slider"
      className={cn(
        'relative flex h-11 w-full touch-none select-none items-center data-[disabled]:opacity-50 sm:h-8',
        className,
      )}
      {...props}
    >
      <SliderPrimitive.Track
        data-slot="slider-track"
        className="relative h-1.5 w-full grow overflow-hidden rounded-full bg-muted"
      >
        <SliderPrimitive.Range data-slot="slider-range" className="absolute h-full bg-gradient-brand" />
      </SliderPrimitive.Track>
      <SliderPrimitive.Thumb
        data-slot="slider-thumb"
        aria-label={thumbLabel}
        aria-labelledby={thumbLabelledBy}
        aria-valuetext={valueText}
        className={cn(
          'relative block size-5 cursor-grab rounded-full border-2 border-violet-600 bg-background shadow-sm',
          "transition-[box-shadow] duration-150 before:absolute before:-inset-3 before:content-[''] hover:ring-4",
          'hover:ring-violet-500/20 focus-visible:outline-2 focus-visible:outline-offset-2',
          'focus-visible:outline-ring active:cursor-grabbing data-[disabled]:cursor-not-allowed',
        )}
      />
    </SliderPrimitive.Root>
  );
}
