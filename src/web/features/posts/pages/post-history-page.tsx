import { FileTextIcon, LayoutListIcon, PlusIcon, RowsIcon, SearchXIcon } from 'lucide-react';
import { useDeferredValue, useEffect, useRef, useState } from 'react';
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
import {
  HistoryCompactRow,
  HistoryGroupCard,
  readHistoryView,
  rememberHistoryView,
  type HistoryView,
} from '../components/history-groups';
import { SegmentedControl } from '@/components/segmented-control';
import { groupVersions } from '../lib/group-posts';
import { HistorySkeleton } from '../components/history-skeleton';
import { HistoryToolbar } from '../components/history-toolbar';
import { LinkedInPublishNotice } from '../components/linkedin-publish-notice';
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
  // Cards or a compact list, remembered in this browser (issue #12).
  const [view, setView] = useState<HistoryView>(readHistoryView);
  const changeView = (next: HistoryView) => {
    setView(next);
    rememberHistoryView(next);
  };
  // The list renders at transition priority, in slices the browser can interrupt: a page of cards is the
  // heaviest render of the app, and a slow phone should not freeze while it lands (decision 081).
  const data = useDeferredValue(query.data);

  // A filter change starts again at page 1; each change is a history entry, so Back undoes it.
  const navigate = (next: Partial<HistoryParams>, options?: { replace?: boolean }) =>
    setSearchParams(writeHistoryParams({ ...params, page: 1, ...next }), options);

  const totalPages = data ? totalPagesFor(data.total, HISTORY_PAGE_SIZE) : 1;

  // A page past the end (an old link, or posts that are gone): show the last page instead.
  const isPastEnd = Boolean(
    data && !query.isPlaceholderData && data.total > 0 && data.posts.length === 0 && params.page > totalPages,
  );
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
            <ErrorState
              title="Failed to load posts"
              message={errorMessage(query.error, LOAD_FAILED)}
              onRetry={() => void query.refetch()}
            />
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
            <div className="flex flex-wrap items-end justify-between gap-3">
              <p className="text-sm text-muted-foreground" aria-live="polite" data-testid="history-count">
                {countLine(data.total, data.params.search, data.totalCapped)}
              </p>
              <SegmentedControl
                label={<span className="sr-only">View</span>}
                name="history-view"
                value={view}
                onChange={changeView}
                options={[
                  { value: 'cards', label: 'Cards', icon: <RowsIcon /> },
                  { value: 'compact', label: 'Compact', icon: <LayoutListIcon /> },
                ]}
                className="gap-0"
              />
            </div>
            {query.isError ? (
              <ErrorState
                title="Failed to load posts"
                message={errorMessage(query.error, LOAD_FAILED)}
                onRetry={() => void query.refetch()}
              />
            ) : null}
            <LinkedInPublishNotice hasLinkedInPosts={data.posts.some((post) => post.platform === 'linkedin')}>
              <div
                className={cn('grid gap-4 transition-opacity duration-150', query.isPlaceholderData && 'opacity-60')}
                aria-busy={query.isFetching}
              >
                {view === 'compact' ? (
                  <ul className="grid gap-2" aria-label="Posts">
                    {groupVersions(data.posts).map((group) => (
                      <HistoryCompactRow
                        key={group.key}
                        group={group}
                        author={author}
                        now={new Date(query.dataUpdatedAt)}
                      />
                    ))}
                  </ul>
                ) : (
                  groupVersions(data.posts).map((group) => (
                    <HistoryGroupCard
                      key={group.key}
                      group={group}
                      author={author}
                      now={new Date(query.dataUpdatedAt)}
                    />
                  ))
                )}
              </div>
            </LinkedInPublishNotice>
            <HistoryPagination page={data.params.page} totalPages={totalPages} onPageChange={goToPage} />
          </div>
        )}
      </div>
    </div>
  );
}
