import { createContext, useContext, type ReactNode } from 'react';
import { Link } from 'react-router';
import { LinkedInIcon } from '@/components/brand-icons';
import { Button } from '@/components/ui/button';
import { useCurrentUser } from '@/data/get-current-user';

/**
 * True inside a list that says "Connect LinkedIn to publish" once, above its cards: the cards' Publish buttons
 * then stay out of the way instead of repeating a disabled button with the same reason on every card (issue 26).
 */
const NoticeShown = createContext(false);

export const useLinkedInNoticeShown = () => useContext(NoticeShown);

/** One "Connect LinkedIn to publish" notice for a list of posts, shown while LinkedIn is not connected. */
export function LinkedInPublishNotice({
  hasLinkedInPosts,
  children,
}: {
  hasLinkedInPosts: boolean;
  children: ReactNode;
}) {
  const user = useCurrentUser().data;
  const show = hasLinkedInPosts && user?.linkedinStatus === 'not_connected';
  return (
    <NoticeShown.Provider value={show}>
      {show ? (
        <div
          className="flex flex-wrap items-center justify-between gap-3 rounded-xl border bg-card px-4 py-3"
          data-testid="linkedin-publish-notice"
        >
          <p className="flex items-center gap-2 text-sm">
            <LinkedInIcon />
            <span>
              <span className="font-medium">Connect LinkedIn to publish</span>
              <span className="text-muted-foreground"> these posts in one click.</span>
            </span>
          </p>
          <Button asChild variant="outline" size="sm">
            <Link to="/profile#linkedin">Connect LinkedIn</Link>
          </Button>
        </div>
      ) : null}
      {children}
    </NoticeShown.Provider>
  );
}
