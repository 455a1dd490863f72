import { ChevronDownIcon, LayersIcon, PencilIcon, RefreshCwIcon, SendIcon, SparklesIcon } from 'lucide-react';
import { useState } from 'react';
import type { Post } from '@shared/schemas/posts';
import type { SessionUser } from '@/data/get-current-user';
import { Badge } from '@/components/ui/badge';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { fullDateTime, historyAge } from '@/lib/relative-time';
import type { PostGroup } from '../lib/group-posts';
import { MOOD_LABELS, PLATFORM_LABELS } from '../lib/labels';
import { HistoryPostCard } from './history-post-card';

export type HistoryView = 'cards' | 'compact';
const VIEW_KEY = 'postwright.history.view';

export function readHistoryView(): HistoryView {
  try {
    return globalThis.localStorage?.getItem(VIEW_KEY) === 'compact' ? 'compact' : 'cards';
  } catch {
    return 'cards';
  }
}

export function rememberHistoryView(view: HistoryView) {
  try {
    globalThis.localStorage?.setItem(VIEW_KEY, view);
  } catch {
    // Not remembered: the next visit shows cards.
  }
}

type Props = { group: PostGroup; author: SessionUser | null | undefined; now: Date };

/** One idea's versions as one card with a tab per version; a single post is just its card. */
export function HistoryGroupCard({ group, author, now }: Props) {
  const [first] = group.posts;
  if (group.posts.length === 1 && first) return <HistoryPostCard post={first} author={author} now={now} />;
  return (
    <section
      aria-label={`${group.posts.length} versions of “${first?.originalIdea ?? ''}”`}
      className="grid gap-2"
      data-testid="history-group"
    >
      <Tabs defaultValue={first?.id ?? ''} className="grid gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant="secondary" className="gap-1">
            <LayersIcon aria-hidden="true" />
            {group.posts.length} versions
          </Badge>
          {group.runs > 1 ? <RegeneratedBadge /> : null}
          <TabsList aria-label="Versions" className="max-w-full overflow-x-auto">
            {group.posts.map((post, i) => (
              <TabsTrigger key={post.id} value={post.id} className="px-3">
                Version {i + 1}
              </TabsTrigger>
            ))}
          </TabsList>
        </div>
        {group.posts.map((post) => (
          <TabsContent key={post.id} value={post.id}>
            <HistoryPostCard post={post} author={author} now={now} />
          </TabsContent>
        ))}
      </Tabs>
    </section>
  );
}

/** A group that holds a Regenerate of its idea (issue 26). */
function RegeneratedBadge() {
  return (
    <Badge variant="outline" className="gap-1" data-testid="regenerated-badge">
      <RefreshCwIcon aria-hidden="true" />
      Regenerated
    </Badge>
  );
}

/** The compact list's row: one line of idea, two of post, date, mood and badges; a click opens the full card. */
export function HistoryCompactRow({ group, author, now }: Props) {
  const [isOpen, setIsOpen] = useState(false);
  const post = group.posts[0] as Post;
  const panelId = `row-${post.id}-panel`;
  const edited = group.posts.some((p) => p.editedAt);
  const published = group.posts.some((p) => p.linkedinPostUrn);
  return (
    <li className="grid gap-3" data-testid="history-row">
      <button
        type="button"
        onClick={() => setIsOpen((v) => !v)}
        aria-expanded={isOpen}
        aria-controls={panelId}
        className="grid w-full cursor-pointer gap-1.5 rounded-lg border bg-card px-4 py-3 text-left transition-colors hover:bg-muted/50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        <span className="flex items-center gap-2">
          <span className="min-w-0 flex-1 truncate text-sm font-medium">{post.originalIdea}</span>
          <ChevronDownIcon
            className={`size-4 shrink-0 text-muted-foreground transition-transform ${isOpen ? 'rotate-180' : ''}`}
            aria-hidden="true"
          />
        </span>
        <span className="line-clamp-2 text-sm text-muted-foreground" data-testid="history-row-text">
          {post.generatedContent}
        </span>
        <span className="flex flex-wrap items-center gap-1.5 text-xs text-muted-foreground">
          <time dateTime={post.createdAt.toISOString()} title={fullDateTime(post.createdAt)}>
            {historyAge(post.createdAt, now)}
          </time>
          <span aria-hidden="true">·</span>
          <span>{PLATFORM_LABELS[post.platform]}</span>
          <span aria-hidden="true">·</span>
          <span>{MOOD_LABELS[post.mood]}</span>
          {group.posts.length > 1 ? (
            <Badge variant="secondary" className="gap-1">
              <LayersIcon aria-hidden="true" />
              {group.posts.length} versions
            </Badge>
          ) : null}
          {group.runs > 1 ? <RegeneratedBadge /> : null}
          {post.usedBrandVoice ? (
            <Badge variant="brand" className="gap-1">
              <SparklesIcon aria-hidden="true" />
              Brand Voice
            </Badge>
          ) : null}
          {edited ? (
            <Badge variant="outline" className="gap-1">
              <PencilIcon aria-hidden="true" />
              Edited
            </Badge>
          ) : null}
          {published ? (
            <Badge variant="outline" className="gap-1">
              <SendIcon aria-hidden="true" />
              Published
            </Badge>
          ) : null}
        </span>
      </button>
      {isOpen ? (
        <div id={panelId}>
          <HistoryGroupCard group={group} author={author} now={now} />
        </div>
      ) : null}
    </li>
  );
}
