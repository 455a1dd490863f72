import { CheckCircle2Icon, Loader2Icon } from 'lucide-react';
import type { Platform } from '@shared/constants';
import { CopyButton } from '@/components/copy-button';
import { Badge } from '@/components/ui/badge';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import type { VersionDraft } from '../lib/generation-state';
import { CharacterCount } from './character-count';
import { LinkedInPreview } from './linkedin-preview';
import { PublishToLinkedInButton } from './publish-to-linkedin-button';

/** One version of a run: growing while it streams, then final, then saved. */
export function VersionCard({ draft, platform, total }: { draft: VersionDraft; platform: Platform; total: number }) {
  const headingId = `version-${draft.version}-heading`;
  const isStreaming = !draft.isDone;
  const text = (
    <p className="text-[0.9375rem] leading-relaxed break-words whitespace-pre-wrap" data-testid="version-text">
      {draft.text}
      {isStreaming ? <span className="ml-0.5 inline-block h-4 w-1.5 translate-y-0.5 animate-pulse rounded-sm bg-foreground/60" aria-hidden="true" /> : null}
    </p>
  );

  return (
    <article
      aria-labelledby={headingId}
      aria-busy={isStreaming}
      data-state={draft.post ? 'saved' : isStreaming ? 'streaming' : 'done'}
      className="grid gap-4 rounded-xl border bg-card p-4 sm:p-5"
    >
      <header className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex items-center gap-2">
          <h3 id={headingId} className="text-sm font-semibold">
            Version {draft.version}
            {total > 1 ? <span className="sr-only"> of {total}</span> : null}
          </h3>
          {draft.post ? (
            <Badge variant="secondary" className="gap-1 text-success">
              <CheckCircle2Icon aria-hidden="true" />
              Saved
            </Badge>
          ) : isStreaming ? (
            <Badge variant="secondary" className="gap-1 text-muted-foreground">
              <Loader2Icon className="animate-spin" aria-hidden="true" />
              Writing…
            </Badge>
          ) : null}
        </div>
        <CharacterCount text={draft.text} platform={platform} />
      </header>

      {platform === 'linkedin' ? (
        <Tabs defaultValue="text" className="grid gap-3">
          <TabsList className="w-full sm:w-fit">
            <TabsTrigger value="text" className="flex-1 sm:flex-none">
              Text
            </TabsTrigger>
            <TabsTrigger value="preview" className="flex-1 sm:flex-none">
              LinkedIn preview
            </TabsTrigger>
          </TabsList>
          <TabsContent value="text">{text}</TabsContent>
          <TabsContent value="preview">
            <LinkedInPreview text={draft.text} />
          </TabsContent>
        </Tabs>
      ) : (
        text
      )}

      <footer className="flex flex-wrap items-start gap-2 border-t pt-4">
        <CopyButton text={draft.text} disabled={isStreaming} aria-label={`Copy version ${draft.version}`} label="Copy" />
        {/* Once saved, a version is a post that can go to LinkedIn. */}
        {draft.post ? <PublishToLinkedInButton post={draft.post} className="sm:ml-auto sm:items-end" /> : null}
      </footer>
    </article>
  );
}
