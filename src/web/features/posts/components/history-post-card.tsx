import { HashIcon, Link2Icon, RefreshCcwIcon, SmileIcon, SparklesIcon } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { Post } from '@shared/schemas/posts';
import { CopyButton } from '@/components/copy-button';
import { PostMediaButton } from '@/components/post-media-slot';
import { UserAvatar } from '@/components/user-avatar';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { fullDateTime, historyAge } from '@/lib/relative-time';
import { usePostEditor } from '../hooks/use-post-editor';
import { reuseHref } from '../lib/generator-defaults';
import { PLATFORM_LABELS } from '../lib/labels';
import { CharacterCount } from './character-count';
import { ConsistencyCard } from './consistency-card';
import type { SessionUser } from '@/data/get-current-user';
import { PublishToLinkedInButton } from './publish-to-linkedin-button';
import { SchedulePostButton } from './schedule-post-button';
import { AnalyzeVoiceButton } from './analyze-voice-button';
import { EditButtons, EditedMarker, PostEditor } from './post-editor';
import { PostPreviewTabs } from './post-preview-tabs';

/** Long posts start folded so a page of ten stays scannable. */
const FOLD_LINES = 8;
const FOLD_CHARS = 600;
const isLong = (text: string) => text.length > FOLD_CHARS || text.split('\n').length > FOLD_LINES;

/** One post of the history (customer-area §2, Post history). */
export function HistoryPostCard({
  post: initial,
  author,
  now,
}: {
  post: Post;
  author: SessionUser | null | undefined;
  now: Date;
}) {
  const editor = usePostEditor(initial);
  const { post } = editor;
  const [isExpanded, setIsExpanded] = useState(false);
  const headingId = `post-${post.id}`;
  const foldable = isLong(post.generatedContent);
  const contentId = `post-${post.id}-content`;

  return (
    <article
      aria-labelledby={headingId}
      className="grid gap-4 rounded-xl border bg-card p-4 sm:p-6"
      data-testid="history-post"
    >
      <header className="flex items-start gap-3">
        <UserAvatar user={author ?? { fullName: '?', email: '' }} className="size-10" />
        <div className="min-w-0 flex-1">
          <p className="truncate text-sm font-semibold">{author?.fullName || author?.email || 'You'}</p>
          <p className="text-xs text-muted-foreground">
            <span className="font-medium text-foreground/80">{historyAge(post.createdAt, now)}</span>
            <span aria-hidden="true"> · </span>
            <time dateTime={post.createdAt.toISOString()}>{fullDateTime(post.createdAt)}</time>
            <span aria-hidden="true"> · </span>
            {PLATFORM_LABELS[post.platform]}
          </p>
        </div>
        {editor.isEditing ? null : (
          <CharacterCount text={post.generatedContent} platform={post.platform} className="hidden sm:inline-flex" />
        )}
      </header>

      <div className="flex flex-wrap gap-1.5">
        <Badge variant="secondary">{post.mood} tone</Badge>
        <Badge variant="secondary">{post.postLength} length</Badge>
        {post.usedBrandVoice ? (
          <Badge variant="brand">
            <SparklesIcon aria-hidden="true" />
            Brand Voice
          </Badge>
        ) : null}
        <EditedMarker editedAt={post.editedAt} />
      </div>

      <div className="grid gap-1 rounded-lg bg-muted/50 px-3 py-2">
        <p className="text-xs font-medium text-muted-foreground">Original idea</p>
        <h2 id={headingId} className="text-sm font-medium break-words">
          {post.originalIdea}
        </h2>
      </div>

      {editor.isEditing ? (
        <PostEditor editor={editor} label="Post text" />
      ) : (
        <PostPreviewTabs
          platform={post.platform}
          text={post.generatedContent}
          postId={post.id}
          body={
            <div className="grid gap-2">
              <p
                id={contentId}
                className={`text-[0.9375rem] leading-relaxed break-words whitespace-pre-wrap ${foldable && !isExpanded ? 'line-clamp-6' : ''}`}
                data-testid="history-post-text"
              >
                {post.generatedContent}
              </p>
              {foldable ? (
                <Button
                  variant="link"
                  size="sm"
                  className="h-auto w-fit px-0 py-1 text-muted-foreground"
                  aria-expanded={isExpanded}
                  aria-controls={contentId}
                  onClick={() => setIsExpanded((v) => !v)}
                >
                  {isExpanded ? 'Show less' : 'Show full post'}
                </Button>
              ) : null}
            </div>
          }
        />
      )}

      {post.includeHashtags || post.includeEmojis || post.includeLink ? (
        <ul className="flex flex-wrap gap-1.5" aria-label="Options">
          {post.includeHashtags ? <Tag icon={<HashIcon />} label="Hashtags" /> : null}
          {post.includeEmojis ? <Tag icon={<SmileIcon />} label="Emojis" /> : null}
          {post.includeLink ? <Tag icon={<Link2Icon />} label="Link" /> : null}
        </ul>
      ) : null}

      <footer className="flex flex-wrap items-start gap-2 border-t pt-4">
        <AnalyzeVoiceButton postId={post.id} isReanalysis={post.consistencyAnalysis !== null} />
        <CopyButton text={post.generatedContent} disabled={editor.isEditing} />
        <EditButtons editor={editor} label="post" />
        <PostMediaButton post={post} />
        <Button variant="outline" size="sm" asChild>
          <Link to={reuseHref(post)}>
            <RefreshCcwIcon aria-hidden="true" />
            Reuse
          </Link>
        </Button>
        {editor.isEditing ? null : <SchedulePostButton post={post} className="sm:ml-auto sm:items-end" />}
        {editor.isEditing ? null : <PublishToLinkedInButton post={post} className="sm:items-end" />}
      </footer>

      {post.consistencyAnalysis ? (
        <ConsistencyCard
          analysis={post.consistencyAnalysis}
          postId={post.id}
          analyzedAt={post.analyzedAt}
          beforeEdit={post.analyzedBeforeEdit}
        />
      ) : null}
    </article>
  );
}

function Tag({ icon, label }: { icon: ReactNode; label: string }) {
  return (
    <li>
      <Badge variant="outline" className="gap-1 text-muted-foreground">
        {icon}
        {label}
      </Badge>
    </li>
  );
}
