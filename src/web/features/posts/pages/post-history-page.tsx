import { FileTextIcon } from 'lucide-react';
import { Link } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';

/** Frame of /post-history; search, filters and cards are built with the posts screens. */
export function PostHistoryPage() {
  return (
    <div className="container-page grid gap-8 py-10">
      <title>Post History · Postwright</title>
      <PageHeader title="Post History" description="Search, filter, and reuse your previous LinkedIn posts" />
      <EmptyState
        icon={FileTextIcon}
        title="No posts yet"
        action={
          <Button asChild>
            <Link to="/post-generator">Create Your First Post</Link>
          </Button>
        }
      />
    </div>
  );
}
