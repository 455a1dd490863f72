import { ArrowDownIcon, ArrowUpIcon, DownloadIcon, Loader2Icon, SaveIcon } from 'lucide-react';
import { useId, useState } from 'react';
import type { Media, Slide } from '@shared/schemas/media';
import { CarouselSlides } from '@/components/carousel-slides';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useUpdateCarousel } from '../api/update-carousel';
import { moveSlide, sameSlides } from '../lib/slides';
import { FormProblem } from './form-problem';

/** The carousel's slides, previewed as they change, edited one by one (text and order), saved as a new PDF. */
export function CarouselEditor({ carousel, postId }: { carousel: Media; postId: string }) {
  const saved = carousel.slides ?? [];
  const [slides, setSlides] = useState<Slide[]>(saved);
  const [title, setTitle] = useState(carousel.title ?? '');
  const update = useUpdateCarousel(postId);
  const id = useId();
  const isDirty = !sameSlides(slides, saved) || (title.trim() !== '' && title.trim() !== carousel.title);
  const edit = (index: number, patch: Partial<Slide>) =>
    setSlides((current) => current.map((slide, i) => (i === index ? { ...slide, ...patch } : slide)));
  const move = (from: number, to: number) => setSlides((current) => moveSlide(current, from, to));

  return (
    <form
      className="grid min-w-0 gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        update.mutate(
          { mediaId: carousel.id, input: { slides, ...(title.trim() ? { title: title.trim() } : {}) } },
          { onSuccess: () => toast({ title: 'Carousel saved' }) },
        );
      }}
    >
      <CarouselSlides slides={slides} label="Carousel preview" />
      <div className="grid gap-2">
        <Label htmlFor={`${id}-title`}>Document title</Label>
        <Input
          id={`${id}-title`}
          value={title}
          maxLength={200}
          onChange={(event) => setTitle(event.target.value)}
          aria-describedby={`${id}-title-hint`}
        />
        <p id={`${id}-title-hint`} className="text-xs text-muted-foreground">
          LinkedIn shows it above the document.
        </p>
      </div>
      <ol className="grid gap-3" aria-label="Slides">
        {slides.map((slide, index) => {
          const n = index + 1;
          return (
            <li key={index} className="grid gap-2 rounded-lg border p-3" data-testid="carousel-slide-editor">
              <div className="flex items-center gap-1">
                <h4 className="flex-1 text-sm font-semibold">Slide {n}</h4>
                <Button
                  variant="ghost"
                  size="icon"
                  onClick={() => move(index, index - 1)}
                  disabled={index === 0}
                  aria-label={`Move slide ${n} up`}
                >
                  <ArrowUpIcon aria-hidden="true" />
                </Button>
                <Button
                  variant="ghost"
                  size="icon"
                  onClick={() => move(index, index + 1)}
                  disabled={index === slides.length - 1}
                  aria-label={`Move slide ${n} down`}
                >
                  <ArrowDownIcon aria-hidden="true" />
                </Button>
              </div>
              <Label htmlFor={`${id}-h${index}`} className="sr-only">
                Heading of slide {n}
              </Label>
              <Input
                id={`${id}-h${index}`}
                value={slide.heading}
                maxLength={120}
                placeholder="Heading"
                onChange={(event) => edit(index, { heading: event.target.value })}
              />
              <Label htmlFor={`${id}-b${index}`} className="sr-only">
                Text of slide {n}
              </Label>
              <Textarea
                id={`${id}-b${index}`}
                value={slide.body}
                maxLength={400}
                rows={2}
                placeholder="Text"
                onChange={(event) => edit(index, { body: event.target.value })}
              />
            </li>
          );
        })}
      </ol>
      {update.isError ? (
        <FormProblem>{errorMessage(update.error, 'The slides could not be saved. Try again.')}</FormProblem>
      ) : null}
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <Button type="submit" variant="brand" disabled={!isDirty || update.isPending}>
          {update.isPending ? (
            <Loader2Icon className="animate-spin" aria-hidden="true" />
          ) : (
            <SaveIcon aria-hidden="true" />
          )}
          {update.isPending ? 'Saving...' : 'Save slides'}
        </Button>
        {isDirty ? (
          <p className="text-xs text-muted-foreground sm:ml-auto">Save first: the PDF is made from the saved slides.</p>
        ) : (
          <Button variant="outline" asChild className="sm:ml-auto">
            <a href={`${carousel.url}?download=1`} download>
              <DownloadIcon aria-hidden="true" />
              Download PDF
            </a>
          </Button>
        )}
      </div>
    </form>
  );
}
