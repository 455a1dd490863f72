import { Loader2Icon, PenToolIcon } from 'lucide-react';
import { useState } from 'react';
import { CARD_FORMATS, CARD_TEMPLATES, type CardFormat, type CardTemplate } from '@shared/schemas/media';
import type { PostMediaTarget } from '@/components/post-media-slot';
import { SegmentedControl } from '@/components/segmented-control';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useCreateCard } from '../api/create-card';
import { FORMAT_LABELS, TEMPLATE_HINTS, TEMPLATE_LABELS, formatSize } from '../lib/labels';
import { BrandKitSummary } from './brand-kit-summary';
import { FormProblem } from './form-problem';

const FORMATS = Object.keys(CARD_FORMATS) as CardFormat[];

/** "Design a card": drawn by Postwright from the post's own words, in the brand kit; free, no AI. */
export function CardDesigner({ post }: { post: PostMediaTarget }) {
  const [template, setTemplate] = useState<CardTemplate>('quote');
  // LinkedIn and Facebook show landscape pictures best, Instagram square (the server's default too).
  const [format, setFormat] = useState<CardFormat>(post.platform === 'instagram' ? 'square' : 'landscape');
  const create = useCreateCard(post.id);
  return (
    <form
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        create.mutate(
          { template, format },
          { onSuccess: () => toast({ title: `${TEMPLATE_LABELS[template]} card added` }) },
        );
      }}
    >
      <SegmentedControl
        label="Card"
        name="card-template"
        value={template}
        options={CARD_TEMPLATES.map((value) => ({ value, label: TEMPLATE_LABELS[value] }))}
        onChange={setTemplate}
        hint={TEMPLATE_HINTS[template]}
      />
      <SegmentedControl
        label="Format"
        name="card-format"
        value={format}
        options={FORMATS.map((value) => ({ value, label: FORMAT_LABELS[value] }))}
        onChange={setFormat}
        hint={`${formatSize(format)} px${format === 'landscape' ? ', as LinkedIn shows it' : format === 'square' ? ', Instagram’s square' : ', Instagram’s tall post'}`}
      />
      <BrandKitSummary />
      {create.isError ? (
        <FormProblem>{errorMessage(create.error, 'The card could not be made. Try again.')}</FormProblem>
      ) : null}
      <p className="text-xs text-muted-foreground">Free: drawn by Postwright, no credits used.</p>
      <Button type="submit" variant="brand" disabled={create.isPending} className="w-full sm:w-fit">
        {create.isPending ? (
          <Loader2Icon className="animate-spin" aria-hidden="true" />
        ) : (
          <PenToolIcon aria-hidden="true" />
        )}
        {create.isPending ? 'Designing...' : 'Design card'}
      </Button>
    </form>
  );
}
