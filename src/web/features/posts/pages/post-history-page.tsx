import { FileTextIcon, PlusIcon, SearchXIcon } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { HISTORY_PAGE_SIZE } from '@shared/constants';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/utils';
import { useSearchPosts } from '../api/search-posts';
import { HistoryPagination } from '../components/history-pagination';
import { HistoryPostCard } from '../components/history-post-card';
import { HistorySkeleton } from '../components/history-skeleton';
import { HistoryToolbar } from '../components/history-toolbar';
import { countLine } from '../lib/count-line';
import { hasActiveFilters, readHistoryParams, writeHistoryParams, type HistoryParams } from '../lib/history-params';
import { totalPagesFor } from '../lib/pagination';
import { useCurrentUser } from '@/data/get-current-user';

const LOAD_FAILED = 'Your posts could not be loaded. Check your connection and try again.';

/** /post-history: every post, searched and filtered on the server; filters and page live in the URL. */
export function PostHistoryPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = readHistoryParams(searchParams);
  const query = useSearchPosts(params);
  const author = useCurrentUser().data;
  const listTop = useRef<HTMLDivElement>(null);
  const { data } = query;

  // A filter change starts again at page 1; each change is a history entry, so Back undoes it.
  const navigate = (next: Partial<HistoryParams>, options?: { replace?: boolean }) =>
    setSearchParams(writeHistoryParams({ ...params, page: 1, ...next }), options);

  const totalPages = data ? totalPagesFor(data.total, HISTORY_PAGE_SIZE) : 1;

  // A page past the end (an old link, or posts that are gone): show the last page instead.
  const isPastEnd = Boolean(data && !query.isPlaceholderData && data.total > 0 && data.posts.length === 0 && params.page > totalPages);
  useEffect(() => {
    if (isPastEnd) setSearchParams(writeHistoryParams({ ...params, page: totalPages }), { replace: true });
  }, [isPastEnd, params, setSearchParams, totalPages]);

  const goToPage = (page: number) => {
    navigate({ page });
    listTop.current?.scrollIntoView({ block: 'start' });
  };

  return (
    <div className="container-page grid gap-6 py-8 sm:py-10">
      <title>Post History · Postwright</title>
      <PageHeader
        title="Post History"
        description="Search, filter, and reuse your previous LinkedIn posts"
        actions={
          <Button asChild variant="brand">
            <Link to="/post-generator">
              <PlusIcon aria-hidden="true" />
              New Post
            </Link>
          </Button>
        }
      />
      <HistoryToolbar
        params={params}
        onSearch={(search) => navigate({ search })}
        onMoodChange={(mood) => navigate({ mood })}
        onPeriodChange={(period) => navigate({ period })}
      />

      <div ref={listTop} className="scroll-mt-24">
        {!data ? (
          query.isError ? (
            <ErrorState title="Failed to load posts" message={errorMessage(query.error, LOAD_FAILED)} onRetry={() => void query.refetch()} />
          ) : (
            <HistorySkeleton />
          )
        ) : data.total === 0 ? (
          hasActiveFilters(data.params) ? (
            <EmptyState
              icon={SearchXIcon}
              title="No posts found"
              description="Try adjusting your search term or filters"
              action={
                <Button variant="outline" onClick={() => navigate({ search: '', mood: undefined, period: undefined })}>
                  Clear filters
                </Button>
              }
            />
          ) : (
            <EmptyState
              icon={FileTextIcon}
              title="No posts yet"
              description="Every post you generate is kept here, ready to search, copy and reuse."
              action={
                <Button asChild variant="brand">
                  <Link to="/post-generator">Create Your First Post</Link>
                </Button>
              }
            />
          )
        ) : (
          <div className="grid gap-4">
            <p className="text-sm text-muted-foreground" aria-live="polite" data-testid="history-count">
              {countLine(data.total, data.params.search, data.totalCapped)}
            </p>
            {query.isError ? <ErrorState title="Failed to load posts" message={errorMessage(query.error, LOAD_FAILED)} onRetry={() => void query.refetch()} /> : null}
            <div className={cn('grid gap-4 transition-opacity duration-150', query.isPlaceholderData && 'opacity-60')} aria-busy={query.isFetching}>
              {data.posts.map((post) => (
                <HistoryPostCard key={post.id} post={post} author={author} now={new Date(query.dataUpdatedAt)} />
              ))}
            </div>
            <HistoryPagination page={data.params.page} totalPages={totalPages} onPageChange={goToPage} />
          </div>
        )}
      </div>
    </div>
  );
}
