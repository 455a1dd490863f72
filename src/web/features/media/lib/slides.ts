import type { Slide } from '@shared/schemas/media';

/** The slides with the one at `from` moved to `to` (both clamped to the list); the others keep their order. */
export function moveSlide(slides: readonly Slide[], from: number, to: number): Slide[] {
  const next = [...slides];
  const target = Math.max(0, Math.min(next.length - 1, to));
  if (from < 0 || from >= next.length || target === from) return next;
  const [moved] = next.splice(from, 1);
  next.splice(target, 0, moved!);
  return next;
}

export const sameSlides = (a: readonly Slide[], b: readonly Slide[]) =>
  a.length === b.length && a.every((slide, i) => slide.heading === b[i]!.heading && slide.body === b[i]!.body);
