import { CheckCircle2Icon, Loader2Icon, TriangleAlertIcon } from 'lucide-react';
import type { Platform } from '@shared/constants';
import { CopyButton } from '@/components/copy-button';
import { PostMediaButton } from '@/components/post-media-slot';
import { Badge } from '@/components/ui/badge';
import { usePostEditor } from '../hooks/use-post-editor';
import type { VersionDraft } from '../lib/generation-state';
import { CharacterCount } from './character-count';
import { EditButtons, EditedMarker, PostEditor } from './post-editor';
import { PostPreviewTabs } from './post-preview-tabs';
import { PublishToLinkedInButton } from './publish-to-linkedin-button';
import { SchedulePostButton } from './schedule-post-button';

/** One version of a run: growing while it streams, then final, then saved (and editable). */
export function VersionCard({ draft, platform, total }: { draft: VersionDraft; platform: Platform; total: number }) {
  const editor = usePostEditor(draft.post);
  const text = editor ? editor.post.generatedContent : draft.text;
  const headingId = `version-${draft.version}-heading`;
  const isStreaming = !draft.isDone;
  const label = `version ${draft.version}`;
  const body = (
    <p className="text-[0.9375rem] leading-relaxed break-words whitespace-pre-wrap" data-testid="version-text">
      {text}
      {isStreaming ? (
        <span
          className="ml-0.5 inline-block h-4 w-1.5 translate-y-0.5 animate-pulse rounded-sm bg-foreground/60"
          aria-hidden="true"
        />
      ) : null}
    </p>
  );

  return (
    <article
      aria-labelledby={headingId}
      aria-busy={isStreaming}
      data-state={draft.post ? 'saved' : isStreaming ? 'streaming' : 'done'}
      data-testid="version-card"
      className="grid gap-4 rounded-xl border bg-card p-4 sm:p-5"
    >
      <header className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex flex-wrap items-center gap-2">
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
          {editor ? <EditedMarker editedAt={editor.post.editedAt} /> : null}
          {editor?.post.uncheckedFacts.length ? <UncheckedFacts facts={editor.post.uncheckedFacts} /> : null}
        </div>
        {editor?.isEditing ? null : <CharacterCount text={text} platform={platform} />}
      </header>

      {editor?.isEditing ? (
        <PostEditor editor={editor} label={`Text of ${label}`} />
      ) : isStreaming ? (
        body
      ) : (
        <PostPreviewTabs platform={platform} text={text} body={body} postId={draft.post?.id} />
      )}

      <footer className="flex flex-wrap items-start gap-2 border-t pt-4">
        <CopyButton
          text={text}
          disabled={isStreaming || Boolean(editor?.isEditing)}
          aria-label={`Copy version ${draft.version}`}
          label="Copy"
        />
        {editor ? <EditButtons editor={editor} label={label} /> : null}
        {editor ? <PostMediaButton post={editor.post} /> : null}
        {/* Once saved, a version is a post that can go to LinkedIn (with the edited text; not while an edit is open). */}
        {editor && !editor.isEditing ? (
          <SchedulePostButton post={editor.post} className="sm:ml-auto sm:items-end" />
        ) : null}
        {editor && !editor.isEditing ? <PublishToLinkedInButton post={editor.post} className="sm:items-end" /> : null}
      </footer>
    </article>
  );
}

/** Numbers or names the writer could not trace to the idea or the author's posts (issue 22): the user checks them. */
function UncheckedFacts({ facts }: { facts: readonly string[] }) {
  return (
    <Badge variant="outline" className="gap-1 border-warning/50 text-warning" title="Not in your idea or your posts">
      <TriangleAlertIcon aria-hidden="true" />
      Check: {facts.join(', ')}
    </Badge>
  );
}
