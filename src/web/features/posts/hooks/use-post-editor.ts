import { useId, useState } from 'react';
import { PLATFORM_CHAR_LIMITS } from '@shared/constants';
import { countChars, FORBIDDEN_POST_CHARS, type Post } from '@shared/schemas/posts';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useUpdatePost } from '../api/update-post';
import { useUnsavedEditsWarning } from './use-unsaved-edits-warning';

/** Why a draft cannot be saved, in the words the editor shows; null when it can. */
export function draftProblem(draft: string, limit: number): string | null {
  if (draft.trim() === '') return 'The post cannot be empty.';
  if (FORBIDDEN_POST_CHARS.test(draft)) return 'The text contains invisible control characters; remove them to save.';
  const length = countChars(draft);
  if (length > limit) return `Over the limit by ${length - limit} characters: shorten it to save.`;
  return null;
}

export type PostEditorState = {
  /** The post as last saved: Copy and Publish read this, so they always use the edited text. */
  post: Post;
  draft: string | null;
  setDraft: (text: string) => void;
  isEditing: boolean;
  isDirty: boolean;
  problem: string | null;
  isSaving: boolean;
  canUndo: boolean;
  start: () => void;
  save: () => Promise<void>;
  cancel: () => void;
  undo: () => Promise<void>;
  /** A post the server already changed (the Improve menu): shown at once, its previous text kept for Undo. */
  adopt: (changed: Post, previousContent: string) => void;
  /** Saves a whole new text as an edit, with Undo (a picked hook). */
  replace: (text: string) => Promise<boolean>;
  textareaId: string;
  editButtonId: string;
};

/**
 * Editing one post in place (issue #12): the draft while the editor is open,
 * and the text before the last save, so it can be undone while the card is
 * open. Null while there is no saved post yet (a version still streaming).
 */
export function usePostEditor(initial: Post): PostEditorState;
export function usePostEditor(initial: Post | undefined): PostEditorState | null;
export function usePostEditor(initial: Post | undefined): PostEditorState | null {
  const update = useUpdatePost();
  const [saved, setSaved] = useState<Post | null>(null);
  const [draft, setDraft] = useState<string | null>(null);
  const [undoText, setUndoText] = useState<string | null>(null);
  // Focus moves into the editor when it opens and back to Edit when it closes (by id: the elements come and go).
  const baseId = useId();
  const textareaId = `${baseId}-text`;
  const editButtonId = `${baseId}-edit`;

  // Our own latest save wins until the copy we are given (a refetch, the cache) is at least as new.
  const post =
    initial && saved && saved.id === initial.id && (saved.editedAt?.getTime() ?? 0) > (initial.editedAt?.getTime() ?? 0)
      ? saved
      : initial;
  const isEditing = draft !== null;
  const isDirty = Boolean(post) && isEditing && draft !== post?.generatedContent;
  useUnsavedEditsWarning(isDirty);
  if (!post) return null;

  const focus = (id: string) => requestAnimationFrame(() => document.getElementById(id)?.focus());
  const problem = draft === null ? null : draftProblem(draft, PLATFORM_CHAR_LIMITS[post.platform]);

  const close = () => {
    setDraft(null);
    focus(editButtonId);
  };

  const persist = async (text: string, { isUndo }: { isUndo: boolean }) => {
    const before = post.generatedContent;
    try {
      setSaved(await update.mutateAsync({ postId: post.id, generatedContent: text }));
      setUndoText(isUndo ? null : before);
      toast({
        title: isUndo ? 'Edit undone' : 'Edit saved',
        description: isUndo ? 'The post is back to its previous text.' : 'Copy and Publish now use your edited text.',
      });
      return true;
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'Could not save your edit',
        description: errorMessage(error, 'Please try again.'),
      });
      return false;
    }
  };

  return {
    post,
    draft,
    setDraft,
    isEditing,
    isDirty,
    problem,
    isSaving: update.isPending,
    canUndo: undoText !== null && !isEditing,
    start: () => {
      setDraft(post.generatedContent);
      focus(textareaId);
    },
    save: async () => {
      if (draft === null || problem || update.isPending) return;
      if (!isDirty) return close();
      if (await persist(draft, { isUndo: false })) close();
    },
    cancel: close,
    undo: async () => {
      if (undoText === null || update.isPending) return;
      await persist(undoText, { isUndo: true });
    },
    adopt: (changed, previousContent) => {
      setSaved(changed);
      setUndoText(previousContent);
    },
    replace: (text) => persist(text, { isUndo: false }),
    textareaId,
    editButtonId,
  };
}
