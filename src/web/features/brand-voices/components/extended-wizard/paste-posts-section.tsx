import { ClipboardPasteIcon } from 'lucide-react';
import { useId, useState } from 'react';
import type { MeasurePostsResponse } from '@shared/schemas/voice-samples';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { useMeasurePosts } from '@/features/brand-voices/samples/api/measure-posts';
import { errorMessage } from '@/lib/api-client';

/**
 * The extended wizard's optional first step (issue 22): a few of the author's posts, measured on the server
 * and turned into suggested answers that prefill the sliders and style choices. Nothing is stored; every
 * answer stays the user's to change.
 */
export function PastePostsSection({ onMeasured }: { onMeasured: (answer: MeasurePostsResponse) => void }) {
  const measure = useMeasurePosts();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const fieldId = useId();
  const result = measure.data;

  if (!open)
    return (
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-dashed p-4">
        <p className="text-sm text-muted-foreground">
          Optional: paste a few of your posts and we&apos;ll suggest the answers below from how you write.
        </p>
        <Button type="button" variant="outline" size="sm" onClick={() => setOpen(true)}>
          <ClipboardPasteIcon aria-hidden="true" />
          Paste a few of your posts
        </Button>
      </div>
    );

  return (
    <section aria-label="Paste a few of your posts" className="grid gap-3 rounded-lg border p-4">
      <Label htmlFor={fieldId}>Your posts (put a line with --- between two posts)</Label>
      <Textarea id={fieldId} rows={6} value={text} onChange={(event) => setText(event.target.value)} />
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          size="sm"
          disabled={!text.trim() || measure.isPending}
          onClick={() => measure.mutate(text, { onSuccess: onMeasured })}
        >
          {measure.isPending ? 'Measuring…' : 'Measure and prefill'}
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={() => setOpen(false)}>
          Skip
        </Button>
      </div>
      {measure.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {errorMessage(measure.error, 'Your posts could not be measured. Please try again.')}
        </p>
      ) : null}
      {result ? (
        <div role="status" className="grid gap-1 text-sm">
          <p className="font-medium">
            Measured on {result.sampleCount} of your posts: the sliders and style choices are prefilled. Change any of
            them.
          </p>
          <ul className="list-disc pl-5 text-muted-foreground">
            {result.summary.slice(0, 5).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
