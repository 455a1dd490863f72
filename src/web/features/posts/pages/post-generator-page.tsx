import { useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { GeneratePostsRequest } from '@shared/schemas/posts';
import { PageHeader } from '@/components/page-header';
import { GenerationResults } from '../components/generation-results';
import { GeneratorForm } from '../components/generator-form';
import { WriterBadge } from '../components/writer-badge';
import { useGeneration } from '../hooks/use-generation';
import { OfflineWriterNote } from '../components/offline-writer-note';
import { generatorDefaults, readGeneratorMemory, rememberGeneratorChoice } from '../lib/generator-defaults';

/** /post-generator and /social-generator: an idea becomes one to three posts, streamed as they are written. */
export function PostGeneratorPage() {
  const [searchParams] = useSearchParams();
  // Read once: the query string only seeds the form (Reuse from the history).
  const [defaultValues] = useState(() => generatorDefaults(searchParams, readGeneratorMemory()));
  const { state, run, stop } = useGeneration();
  const results = useRef<HTMLElement>(null);

  const generate = (request: GeneratePostsRequest) => {
    void run(request);
    rememberGeneratorChoice({
      platform: request.platform,
      mood: request.mood,
      postLength: request.postLength,
      usedBrandVoice: request.usedBrandVoice,
      ...(request.brandVoiceId ? { brandVoiceId: request.brandVoiceId } : {}),
    });
    // Bring the results' heading (with Stop and Regenerate) into view once per run, never at each streamed chunk:
    // below the form on one column, and above the viewport on desktop when the page was scrolled down to Generate.
    requestAnimationFrame(() => {
      const top = results.current?.getBoundingClientRect().top;
      if (top === undefined || (top >= 64 && top < window.innerHeight * 0.5)) return;
      const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
      results.current?.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
    });
  };

  return (
    <div className="container-page grid gap-8 py-8 sm:py-10">
      <title>Content Generator · Postwright</title>
      <PageHeader
        title="Content Generator"
        description="Turn an idea into posts for LinkedIn, Instagram or Facebook, in your own voice."
        actions={<WriterBadge />}
      />
      <OfflineWriterNote />
      <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,25rem)_minmax(0,1fr)]">
        <GeneratorForm defaultValues={defaultValues} phase={state.phase} onGenerate={generate} />
        <GenerationResults
          ref={results}
          state={state}
          onRegenerate={() => state.request && generate(state.request)}
          onStop={stop}
        />
      </div>
    </div>
  );
}
