import { CheckCircle2Icon, ExternalLinkIcon, Loader2Icon, SendIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import type { Post } from '@shared/schemas/posts';
import { linkedinPostUrl } from '@shared/schemas/linkedin';
import { LinkedInIcon } from '@/components/brand-icons';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { ResendVerificationButton } from '@/components/verify-email-notice';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogFooter, DialogHeading } from '@/components/ui/dialog';
import { ApiError, errorMessage } from '@/lib/api-client';
import { formatLongDate } from '@/lib/format';
import { useCurrentUser } from '@/data/get-current-user';
import { toast } from '@/lib/toast';
import { cn } from '@/lib/utils';
import { usePublishToLinkedIn } from '../api/publish-to-linkedin';
import { EMAIL_NOT_CONFIRMED_BLOCKER, publishBlocker } from '../lib/publish-blocker';
import { useLinkedInNoticeShown } from './linkedin-publish-notice';
import { LinkedInPreview } from './linkedin-preview';
import { PostTargetSelect, usePostTargets, useTargetName } from './post-target-select';

export type PublishablePost = Pick<
  Post,
  'id' | 'platform' | 'generatedContent' | 'linkedinPostUrn' | 'linkedinPublishedAt'
>;

/**
 * "Publish to LinkedIn" for one saved post (issue #10): one click with
 * one-click publishing on, a preview and a confirmation otherwise; disabled
 * with the reason when it cannot work; "Published · View on LinkedIn" after,
 * with a confirmed "Publish again". Self-contained, so any post card can hold it.
 */
export function PublishToLinkedInButton({ post, className }: { post: PublishablePost; className?: string }) {
  const user = useCurrentUser().data;
  const publish = usePublishToLinkedIn();
  const [dialog, setDialog] = useState<'preview' | 'again' | null>(null);
  const reasonId = useId();
  const noticeShown = useLinkedInNoticeShown();
  const targets = usePostTargets();
  const [chosenTarget, setTarget] = useState<string | null>(null);
  const target = chosenTarget ?? targets.defaultTarget;
  const targetName = useTargetName(target);
  // Signed-in screens always know the user; anywhere else there is nothing to publish as.
  if (post.platform !== 'linkedin' || !user) return null;
  // The list already says "Connect LinkedIn to publish" once (a never-published post has nothing to show here).
  if (noticeShown && user.linkedinStatus === 'not_connected' && !post.linkedinPostUrn) return null;

  // The answer of this card's own publish wins over the post it was given (the generator keeps its copy).
  const urn = publish.data?.linkedinPostUrn ?? post.linkedinPostUrn;
  const publishedAt = publish.data?.linkedinPublishedAt ?? post.linkedinPublishedAt;
  const blocker = publishBlocker(user, post.generatedContent);

  const run = (force: boolean) =>
    publish.mutate(
      // Only a user with company pages names a target; the server's default covers everyone else.
      { postId: post.id, force, target: targets.pages.length > 0 ? target : undefined },
      {
        onSuccess: (result) => {
          setDialog(null);
          toast({
            title: 'Published to LinkedIn',
            description: 'Your post is live on your LinkedIn feed.',
            action: {
              label: 'View on LinkedIn',
              onClick: () => window.open(result.linkedinPostUrl, '_blank', 'noopener,noreferrer'),
            },
          });
        },
        onError: (error) => {
          // Published meanwhile (another tab): offer the deliberate second publish instead.
          if (
            error instanceof ApiError &&
            error.status === 409 &&
            /already on LinkedIn/.test(error.serverMessage ?? '') &&
            !force
          ) {
            setDialog('again');
            return;
          }
          setDialog(null);
          toast({
            variant: 'destructive',
            title: 'Failed to publish to LinkedIn',
            description: errorMessage(error, 'Please try again.'),
          });
        },
      },
    );

  const onPublish = () => (user.directPostingEnabled ? run(false) : setDialog('preview'));

  return (
    <div className={cn('flex flex-col items-start gap-1', className)}>
      {urn && publishedAt ? (
        <div className="flex flex-wrap items-center gap-1">
          <a
            href={linkedinPostUrl(urn)}
            target="_blank"
            rel="noopener noreferrer"
            className={cn(
              'inline-flex min-h-11 items-center gap-1.5 rounded-md px-2 text-sm font-medium text-success',
              'underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring sm:min-h-8',
            )}
            title={`Published ${formatLongDate(publishedAt)}`}
            data-testid="linkedin-published"
          >
            <CheckCircle2Icon className="size-4" aria-hidden="true" />
            Published · View on LinkedIn
            <ExternalLinkIcon className="size-3.5" aria-hidden="true" />
            <span className="sr-only">(opens in a new tab)</span>
          </a>
          {!blocker ? (
            <Button variant="ghost" size="sm" onClick={() => setDialog('again')} disabled={publish.isPending}>
              {publish.isPending ? <Loader2Icon className="animate-spin" aria-hidden="true" /> : null}
              {publish.isPending ? 'Publishing...' : 'Publish again'}
            </Button>
          ) : null}
        </div>
      ) : (
        <>
          <Button
            size="sm"
            className="bg-[#0a66c2] text-white hover:bg-[#004182]"
            onClick={onPublish}
            disabled={Boolean(blocker) || publish.isPending}
            aria-describedby={blocker ? reasonId : undefined}
          >
            {publish.isPending ? <Loader2Icon className="animate-spin" aria-hidden="true" /> : <LinkedInIcon />}
            {publish.isPending ? 'Publishing...' : 'Publish to LinkedIn'}
          </Button>
          {blocker ? (
            <p id={reasonId} className="max-w-xs text-xs text-muted-foreground">
              {blocker}{' '}
              {blocker.includes('profile') ? (
                <Link to="/profile" className="font-medium text-foreground underline-offset-4 hover:underline">
                  Open profile
                </Link>
              ) : null}
            </p>
          ) : null}
          {blocker === EMAIL_NOT_CONFIRMED_BLOCKER ? <ResendVerificationButton /> : null}
        </>
      )}

      <Dialog
        open={dialog === 'preview'}
        onOpenChange={(open) => (publish.isPending ? undefined : setDialog(open ? 'preview' : null))}
      >
        <DialogContent className="max-w-xl">
          <DialogHeading title="Publish to LinkedIn?">
            This is how your post will appear in the feed. It is published publicly, as {targetName}.
          </DialogHeading>
          <LinkedInPreview
            text={post.generatedContent}
            postId={post.id}
            page={targets.pages.find((page) => page.urn === target)}
          />
          <PostTargetSelect value={target} onChange={setTarget} />
          <p className="text-xs text-muted-foreground">
            Turn on one-click publishing in your{' '}
            <Link to="/profile" className="font-medium text-foreground underline-offset-4 hover:underline">
              profile
            </Link>{' '}
            to skip this step.
          </p>
          <DialogFooter>
            <Button variant="outline" onClick={() => setDialog(null)} disabled={publish.isPending}>
              Cancel
            </Button>
            <Button
              className="bg-[#0a66c2] text-white hover:bg-[#004182]"
              onClick={() => run(false)}
              disabled={publish.isPending}
            >
              {publish.isPending ? (
                <Loader2Icon className="animate-spin" aria-hidden="true" />
              ) : (
                <SendIcon aria-hidden="true" />
              )}
              {publish.isPending ? 'Publishing...' : 'Publish now'}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>

      <ConfirmDialog
        open={dialog === 'again'}
        onOpenChange={(open) => setDialog(open ? 'again' : null)}
        title="Publish this post again?"
        description={`It is already on LinkedIn${publishedAt ? ` (published ${formatLongDate(publishedAt)})` : ''}. Publishing again creates a second LinkedIn post with the same text.`}
        confirmLabel="Publish again"
        pendingLabel="Publishing..."
        isPending={publish.isPending}
        onConfirm={() => run(true)}
      />
    </div>
  );
}
