import { ArrowRightIcon, PenSquareIcon } from 'lucide-react';
import { useDeferredValue } from 'react';
import { Link } from 'react-router';
import { CopyButton } from '@/components/copy-button';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { latestRuns } from '@/lib/regenerations';
import { dashboardAge, fullDateTime } from '@/lib/relative-time';
import { RECENT_POSTS_LIMIT, type RecentPost as Post, useRecentPosts } from '../api/get-recent-posts';

const PLATFORM_LABELS: Record<Post['platform'], string> = {
  linkedin: 'LinkedIn',
  instagram: 'Instagram',
  facebook: 'Facebook',
};

const withoutBlankLines = (text: string) => text.replace(/\n[^\S\n]*(?:\n[^\S\n]*)+/g, '\n').trim();

function RecentPost({ post, regenerated }: { post: Post; regenerated: boolean }) {
  return (
    <li className="grid gap-3 py-4 first:pt-0 last:pb-0">
      {/* Text, never HTML; line breaks kept; three lines at most (customer-area §9), none of them spent on a blank
          line between paragraphs (Copy still takes the post as written). */}
      <p className="line-clamp-3 whitespace-pre-line break-words text-sm leading-relaxed">
        {withoutBlankLines(post.generatedContent)}
      </p>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
          <time dateTime={post.createdAt.toISOString()} title={fullDateTime(post.createdAt)}>
            {dashboardAge(post.createdAt)}
          </time>
          {/* The platform gives way on phones, so Copy stays on the same line. */}
          <span aria-hidden="true" className="max-sm:hidden">
            ·
          </span>
          <span className="max-sm:hidden">{PLATFORM_LABELS[post.platform]}</span>
          <Badge variant="outline">{post.mood} tone</Badge>
          {regenerated ? <Badge variant="outline">Regenerated</Badge> : null}
        </div>
        <CopyButton text={post.generatedContent} variant="ghost" />
      </div>
    </li>
  );
}

function RecentPostsSkeleton() {
  return (
    <div role="status" aria-live="polite">
      <span className="sr-only">Loading recent posts…</span>
      <ul aria-hidden="true" className="grid divide-y">
        {Array.from({ length: 3 }, (_, i) => (
          <li key={i} className="grid gap-3 py-4 first:pt-0 last:pb-0">
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-11/12" />
            <Skeleton className="h-4 w-2/3" />
            <div className="flex items-center justify-between">
              <Skeleton className="h-5 w-40" />
              <Skeleton className="h-8 w-20" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

function RecentPostsBody() {
  const recent = useRecentPosts();
  // Rendered at transition priority, in slices the browser can interrupt, as the history list is (decision 081).
  const data = useDeferredValue(recent.data);
  if (recent.isError) {
    return (
      <ErrorState
        title="Your recent posts could not be loaded"
        message="Check your connection and try again."
        onRetry={() => void recent.refetch()}
      />
    );
  }
  if (!data) return <RecentPostsSkeleton />;
  // An idea shows once: the posts of a run that a later Regenerate replaced are left out (issue 26).
  const { posts, regenerated } = latestRuns(data.posts.slice(0, RECENT_POSTS_LIMIT));
  if (posts.length === 0) {
    return (
      <EmptyState
        icon={PenSquareIcon}
        title="No posts yet"
        description="Turn your first idea into a post that sounds like you. It takes seconds."
        action={
          <Button asChild variant="brand">
            <Link to="/post-generator">Create Your First Post</Link>
          </Button>
        }
      />
    );
  }
  return (
    <ul className="grid divide-y" aria-label="Recent posts">
      {posts.map((post) => (
        <RecentPost
          key={post.id}
          post={post}
          regenerated={post.generationId !== null && regenerated.has(post.generationId)}
        />
      ))}
    </ul>
  );
}

/** The latest posts, each clamped to three lines with its age, tone and a Copy button. */
export function RecentPosts() {
  return (
    <section aria-labelledby="recent-posts-title" className="grid gap-4 rounded-xl border bg-card p-5 sm:p-6">
      <div className="flex items-center justify-between gap-3">
        <h2 id="recent-posts-title" className="text-lg font-semibold">
          Recent Posts
        </h2>
        <Button asChild variant="ghost" size="sm" className="-mr-2">
          <Link to="/post-history">
            View All Posts
            <ArrowRightIcon aria-hidden="true" />
          </Link>
        </Button>
      </div>
      <RecentPostsBody />
    </section>
  );
}
