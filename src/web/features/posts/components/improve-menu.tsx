import { Loader2Icon, WandSparklesIcon } from 'lucide-react';
import { Fragment, useState } from 'react';
import { appliesTo, type ImproveMenuItem, type ImproveRequest } from '@shared/schemas/improve';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogFooter, DialogHeading } from '@/components/ui/dialog';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useImproveMenu, useImprovePost } from '../api/improve-post';
import type { PostEditorState } from '../hooks/use-post-editor';
import { creditsLabel } from '../lib/labels';

// "Tools to improve a draft" (issue 26, decision 122): next to Edit, a menu of tools that change the
// saved text in place. Each shows its cost; a tool the writer in use cannot do is shown off, with why.

const GROUPS: ImproveMenuItem['action'][][] = [['shorter', 'hook'], ['ending'], ['emojis', 'hashtags'], ['longer']];

const DONE: Record<ImproveMenuItem['action'], string> = {
  shorter: 'Made shorter',
  hook: 'New first line',
  ending: 'Ending changed',
  emojis: 'Emojis changed',
  hashtags: 'Hashtags changed',
  longer: 'Made longer',
};

const costLabel = (cost: number) => (cost === 0 ? 'Free' : creditsLabel(cost));

function requestOf(item: ImproveMenuItem): ImproveRequest {
  return { action: item.action, ...(item.option ? { option: item.option } : {}) } as ImproveRequest;
}

type Choice = { firstLine: string; content: string };

export function ImproveMenu({ editor, label }: { editor: PostEditorState; label: string }) {
  const menu = useImproveMenu();
  const improve = useImprovePost();
  const [choices, setChoices] = useState<Choice[] | null>(null);
  const [picked, setPicked] = useState(0);
  const [isSavingPick, setIsSavingPick] = useState(false);
  const text = editor.post.generatedContent;
  const items = (menu.data ?? []).filter((item) => appliesTo(item, text));
  const busy = improve.isPending || editor.isSaving;

  const run = async (item: ImproveMenuItem) => {
    try {
      const answer = await improve.mutateAsync({ postId: editor.post.id, request: requestOf(item) });
      if (answer.kind === 'choices') {
        setPicked(0);
        setChoices(answer.choices);
        return;
      }
      editor.adopt(answer.post, answer.previousContent);
      toast({ title: DONE[item.action], description: 'Saved as an edit. Undo edit puts the previous text back.' });
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'Could not improve the post',
        description: errorMessage(error, 'Please try again.'),
      });
    }
  };

  const savePick = async () => {
    const choice = choices?.[picked];
    if (!choice) return;
    setIsSavingPick(true);
    const saved = await editor.replace(choice.content);
    setIsSavingPick(false);
    if (saved) setChoices(null);
  };

  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button
            variant="outline"
            size="sm"
            disabled={busy}
            aria-label={`Improve ${label}`}
            data-testid="improve-button"
          >
            {improve.isPending ? (
              <Loader2Icon className="animate-spin" aria-hidden="true" />
            ) : (
              <WandSparklesIcon aria-hidden="true" />
            )}
            {improve.isPending ? 'Improving…' : 'Improve'}
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="start" className="w-72" data-testid="improve-menu">
          {menu.isPending ? <DropdownMenuLabel>Loading tools…</DropdownMenuLabel> : null}
          {menu.isError ? <DropdownMenuLabel>Could not load the tools. Close and try again.</DropdownMenuLabel> : null}
          {GROUPS.map((group, g) => {
            const inGroup = items.filter((item) => group.includes(item.action));
            if (inGroup.length === 0) return null;
            return (
              <Fragment key={group.join()}>
                {g > 0 ? <DropdownMenuSeparator /> : null}
                {inGroup.map((item) => (
                  <DropdownMenuItem
                    key={`${item.action}-${item.option ?? ''}`}
                    disabled={!item.available}
                    onSelect={() => void run(item)}
                    className="items-start py-2"
                  >
                    <span className="grid min-w-0 flex-1 gap-0.5">
                      <span>{item.label}</span>
                      {item.reason ? (
                        <span className="text-xs whitespace-normal text-muted-foreground">{item.reason}</span>
                      ) : null}
                    </span>
                    {item.available ? (
                      <span className="shrink-0 text-xs text-muted-foreground">{costLabel(item.cost)}</span>
                    ) : null}
                  </DropdownMenuItem>
                ))}
              </Fragment>
            );
          })}
        </DropdownMenuContent>
      </DropdownMenu>

      <Dialog open={choices !== null} onOpenChange={(open) => (open ? null : setChoices(null))}>
        <DialogContent className="sm:max-w-lg">
          <DialogHeading title="Pick a first line">
            The line you pick opens the post; the rest stays as it is. It is saved as an edit you can undo.
          </DialogHeading>
          <fieldset className="grid gap-2">
            <legend className="sr-only">First lines</legend>
            {choices?.map((choice, i) => (
              <label
                key={choice.firstLine}
                className="flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border p-3 text-sm has-[:checked]:border-primary has-[:checked]:bg-accent"
              >
                <input
                  type="radio"
                  name="hook-choice"
                  className="mt-1 size-4 shrink-0 accent-(--primary)"
                  checked={picked === i}
                  onChange={() => setPicked(i)}
                />
                <span className="min-w-0 [overflow-wrap:anywhere]">{choice.firstLine}</span>
              </label>
            ))}
          </fieldset>
          <DialogFooter>
            <Button variant="ghost" onClick={() => setChoices(null)} disabled={isSavingPick}>
              Cancel
            </Button>
            <Button variant="brand" onClick={() => void savePick()} disabled={isSavingPick}>
              {isSavingPick ? <Loader2Icon className="animate-spin" aria-hidden="true" /> : null}
              {isSavingPick ? 'Saving…' : 'Use this line'}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  );
}
