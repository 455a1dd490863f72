import { AlertTriangleIcon, CoinsIcon, Loader2Icon, WandSparklesIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { DEFAULT_FEATURE_COSTS } from '@shared/constants';
import { AI_IMAGE_PROMPT_MAX } from '@shared/schemas/media';
import { GetMoreCreditsLink } from '@/components/get-more-credits-link';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { useCreditInfo } from '@/data/get-credit-info';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useGenerateAiImage } from '../api/generate-ai-image';
import { creditsLabel } from '../lib/labels';
import { FormProblem } from './form-problem';

/** The price as the screen knows it (the server decides; an administrator may change it). */
const IMAGE_COST = DEFAULT_FEATURE_COSTS.image_generation;

/** "Generate with AI": a prompt proposed from the post, editable, and its price before the click. */
export function AiImageForm({ postId, proposedPrompt }: { postId: string; proposedPrompt: string | undefined }) {
  const [edited, setEdited] = useState<string | null>(null);
  const prompt = edited ?? proposedPrompt ?? '';
  const generate = useGenerateAiImage(postId);
  const credits = useCreditInfo().data?.credits;
  const isShort = credits !== undefined && credits < IMAGE_COST;
  const id = useId();
  const tooShort = prompt.trim().length < 3;
  return (
    <form
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        generate.mutate(prompt.trim(), { onSuccess: () => toast({ title: 'AI picture added' }) });
      }}
    >
      <div className="grid gap-2">
        <Label htmlFor={`${id}-prompt`}>Describe the picture</Label>
        <Textarea
          id={`${id}-prompt`}
          value={prompt}
          onChange={(event) => setEdited(event.target.value)}
          maxLength={AI_IMAGE_PROMPT_MAX}
          rows={4}
          placeholder={proposedPrompt === undefined ? 'Reading the post…' : 'What should the picture show?'}
          aria-describedby={`${id}-hint`}
        />
        <p id={`${id}-hint`} className="flex justify-between gap-3 text-xs text-muted-foreground">
          <span>Proposed from the post: change anything.</span>
          <span className="tabular-nums">
            {prompt.length}/{AI_IMAGE_PROMPT_MAX}
          </span>
        </p>
      </div>
      {generate.isError ? (
        <FormProblem>
          {errorMessage(generate.error, 'The picture could not be made; no credits were used. Try again.')}
        </FormProblem>
      ) : null}
      <p className="flex flex-wrap items-center gap-x-1.5 gap-y-1 text-xs text-muted-foreground">
        {isShort ? (
          <AlertTriangleIcon className="size-3.5 text-warning" aria-hidden="true" />
        ) : (
          <CoinsIcon className="size-3.5" aria-hidden="true" />
        )}
        <span data-testid="ai-image-cost">Uses {creditsLabel(IMAGE_COST)}</span>
        {credits !== undefined ? (
          <>
            <span aria-hidden="true">·</span>
            <span className={isShort ? 'font-medium text-warning' : undefined}>{creditsLabel(credits)} left</span>
          </>
        ) : null}
        <span aria-hidden="true">·</span>
        <span>refunded if it fails</span>
        {isShort ? <GetMoreCreditsLink /> : null}
      </p>
      <Button
        type="submit"
        variant="brand"
        disabled={generate.isPending || isShort || tooShort}
        className="w-full sm:w-fit"
        aria-label={`${generate.isPending ? 'Generating...' : 'Generate picture'} · ${creditsLabel(IMAGE_COST)}`}
      >
        {generate.isPending ? (
          <Loader2Icon className="animate-spin" aria-hidden="true" />
        ) : (
          <WandSparklesIcon aria-hidden="true" />
        )}
        {generate.isPending ? 'Generating...' : 'Generate picture'}
        <span className="font-normal opacity-80" aria-hidden="true">
          · {creditsLabel(IMAGE_COST)}
        </span>
      </Button>
    </form>
  );
}
