import { Loader2Icon, PencilIcon, ScissorsIcon, Undo2Icon } from 'lucide-react';
import type { KeyboardEvent } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';
import { fullDateTime } from '@/lib/relative-time';
import type { PostEditorState } from '../hooks/use-post-editor';
import { seeMoreCut } from '../lib/see-more';
import { CharacterCount } from './character-count';
import { ImproveMenu } from './improve-menu';

const TAIL = 40;

/** The open editor: plain text, the live count against the platform limit and, on LinkedIn, where "…see more" cuts. */
export function PostEditor({ editor, label }: { editor: PostEditorState; label: string }) {
  const id = editor.textareaId;
  const { draft, post, problem } = editor;
  if (draft === null) return null;
  const cut = post.platform === 'linkedin' ? seeMoreCut(draft) : null;

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.metaKey || event.ctrlKey)) {
      event.preventDefault();
      void editor.save();
    } else if (event.key === 'Escape' && !editor.isDirty) {
      event.preventDefault();
      editor.cancel();
    }
  };

  return (
    <div className="grid gap-2" data-testid="post-editor">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Textarea
        id={id}
        value={draft}
        onChange={(event) => editor.setDraft(event.target.value)}
        onKeyDown={onKeyDown}
        rows={Math.min(18, Math.max(6, draft.split('\n').length + 1))}
        aria-invalid={problem ? true : undefined}
        aria-describedby={`${id}-count ${id}-help`}
        className="text-[0.9375rem]"
        spellCheck
      />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span id={`${id}-count`} aria-live="polite">
          <CharacterCount text={draft} platform={post.platform} />
        </span>
        {cut ? (
          // The quoted tail is one long run of text: it must wrap (anywhere), or a phone page widens past 390 px.
          <p
            className="flex min-w-0 max-w-full items-start gap-1.5 text-xs text-muted-foreground"
            data-testid="see-more-cut"
          >
            <ScissorsIcon className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" />
            {cut.isTruncated ? (
              <span className="min-w-0 [overflow-wrap:anywhere]">
                “…see more” after <span className="font-medium text-foreground">“…{cut.visible.slice(-TAIL)}”</span>
              </span>
            ) : (
              <span>All of it shows before “…see more”</span>
            )}
          </p>
        ) : null}
      </div>
      <p
        id={`${id}-help`}
        className={problem ? 'text-xs font-medium text-destructive' : 'text-xs text-muted-foreground'}
        role={problem ? 'alert' : undefined}
      >
        {problem ?? 'Ctrl+Enter (⌘+Enter) saves; Esc closes an unchanged editor.'}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          variant="brand"
          onClick={() => void editor.save()}
          disabled={Boolean(problem) || editor.isSaving}
        >
          {editor.isSaving ? <Loader2Icon className="animate-spin" aria-hidden="true" /> : null}
          {editor.isSaving ? 'Saving…' : 'Save edit'}
        </Button>
        <Button size="sm" variant="ghost" onClick={editor.cancel} disabled={editor.isSaving}>
          {editor.isDirty ? 'Discard' : 'Cancel'}
        </Button>
      </div>
    </div>
  );
}

/** "Edit", the Improve menu and, after a save, "Undo edit" for a card's footer. */
export function EditButtons({ editor, label }: { editor: PostEditorState; label: string }) {
  if (editor.isEditing) return null;
  return (
    <>
      <Button id={editor.editButtonId} variant="outline" size="sm" onClick={editor.start} aria-label={`Edit ${label}`}>
        <PencilIcon aria-hidden="true" />
        Edit
      </Button>
      <ImproveMenu editor={editor} label={label} />
      {editor.canUndo ? (
        <Button variant="ghost" size="sm" onClick={() => void editor.undo()} disabled={editor.isSaving}>
          <Undo2Icon aria-hidden="true" />
          Undo edit
        </Button>
      ) : null}
    </>
  );
}

/** "Edited" with the time, on a post the user changed. */
export function EditedMarker({ editedAt }: { editedAt: Date | null }) {
  if (!editedAt) return null;
  return (
    <Badge variant="outline" className="gap-1 text-muted-foreground" data-testid="edited-marker">
      <PencilIcon aria-hidden="true" />
      Edited <time dateTime={editedAt.toISOString()}>{fullDateTime(editedAt)}</time>
    </Badge>
  );
}
