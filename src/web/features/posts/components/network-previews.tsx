import {
  BookmarkIcon,
  EarthIcon,
  HeartIcon,
  ImageIcon,
  MessageCircleIcon,
  SendIcon,
  Share2Icon,
  ThumbsUpIcon,
} from 'lucide-react';
import { useState } from 'react';
import { FacebookIcon, InstagramIcon } from '@/components/brand-icons';
import { useCurrentUser } from '@/data/get-current-user';
import { initials } from '@/lib/user-names';
import { charCut, FACEBOOK_SEE_MORE_AT, INSTAGRAM_MORE_AT, splitHashtags } from '../lib/see-more';
import { PreviewMedia, usePreviewMedia } from './preview-media';

function useAuthor() {
  const user = useCurrentUser().data;
  const name = user?.fullName || user?.email || 'You';
  return {
    name,
    title: user?.professionalTitle || 'Professional',
    initials: user ? initials(user) : '?',
    profileImage: user?.profileImage ?? null,
    handle:
      name
        .toLowerCase()
        .replace(/@.*$/, '')
        .replace(/[^a-z0-9._]+/g, '.')
        .replace(/^\.+|\.+$/g, '') || 'you',
  };
}

function Avatar({ text, picture, className }: { text: string; picture?: string | null; className: string }) {
  if (picture)
    return (
      <img src={picture} alt="" aria-hidden="true" className={`shrink-0 rounded-full object-cover ${className}`} />
    );
  return (
    <span
      className={`flex shrink-0 items-center justify-center rounded-full bg-gradient-brand font-semibold text-white ${className}`}
      aria-hidden="true"
    >
      {text}
    </span>
  );
}

/** Hashtags in the network's link colour. */
function Tagged({ text }: { text: string }) {
  return (
    <>
      {splitHashtags(text).map((part, i) =>
        part.isTag ? (
          <span key={i} className="font-medium text-brand-text-from" data-hashtag="">
            {part.text}
          </span>
        ) : (
          <span key={i}>{part.text}</span>
        ),
      )}
    </>
  );
}

const moreButton =
  'cursor-pointer rounded-sm font-medium text-muted-foreground hover:text-foreground hover:underline focus-visible:outline-2 focus-visible:outline-ring';

/**
 * The post as an Instagram caption under its picture, folded after 125 characters. Instagram has no post without
 * a picture, so without one the preview says so where the picture would be.
 */
export function InstagramPreview({ text, postId }: { text: string; postId?: string | undefined }) {
  const author = useAuthor();
  const { media, isLoading } = usePreviewMedia(postId);
  const picture = media && media.kind !== 'carousel' ? media : undefined;
  const [isExpanded, setIsExpanded] = useState(false);
  const { visible, isTruncated } = charCut(text, INSTAGRAM_MORE_AT);
  return (
    <figure
      className="mx-auto w-full max-w-[470px] overflow-hidden rounded-lg border bg-background"
      aria-label="Instagram post preview"
    >
      <div className="flex items-center gap-3 px-3 py-2.5">
        <Avatar text={author.initials} picture={author.profileImage} className="size-8 text-xs" />
        <div className="min-w-0 flex-1 leading-tight">
          <p className="truncate text-sm font-semibold">{author.name}</p>
          <p className="truncate text-xs text-muted-foreground">{author.title}</p>
        </div>
        <InstagramIcon className="size-5 shrink-0 text-muted-foreground" />
      </div>
      {picture ? (
        <PreviewMedia media={picture} network="instagram" />
      ) : isLoading ? (
        <div className="aspect-square animate-pulse bg-muted motion-reduce:animate-none" />
      ) : (
        <div
          className="flex aspect-square flex-col items-center justify-center gap-2 bg-muted px-6 text-center text-muted-foreground"
          data-testid="instagram-needs-picture"
        >
          <ImageIcon className="size-10" aria-hidden="true" />
          <p className="text-sm font-medium text-foreground">Instagram needs a picture</p>
          <p className="text-xs">
            {media ? 'A PDF carousel is for LinkedIn. ' : ''}Add one with “Add a picture”: a card, an AI picture or your
            own.
          </p>
        </div>
      )}
      <div className="flex items-center gap-4 px-3 pt-3 text-foreground" aria-hidden="true">
        <HeartIcon className="size-6" />
        <MessageCircleIcon className="size-6" />
        <SendIcon className="size-6" />
        <BookmarkIcon className="ml-auto size-6" />
      </div>
      <p
        className="px-3 pt-2 pb-3 text-sm leading-relaxed break-words whitespace-pre-wrap"
        data-testid="instagram-preview-text"
      >
        <span className="mr-1.5 font-semibold">{author.handle}</span>
        <Tagged text={isExpanded || !isTruncated ? text.trimEnd() : visible} />
        {isTruncated && !isExpanded ? (
          <>
            {'… '}
            <button type="button" onClick={() => setIsExpanded(true)} className={moreButton}>
              more
            </button>
          </>
        ) : null}
      </p>
      <figcaption className="border-t bg-muted/40 px-4 py-2 text-xs text-muted-foreground">
        {isTruncated
          ? 'Instagram shows about 125 characters of a caption before “… more”.'
          : 'The whole caption shows without “… more”.'}
      </figcaption>
    </figure>
  );
}

/** The post as a Facebook feed card, folded after about 480 characters with "See more". */
export function FacebookPreview({ text, postId }: { text: string; postId?: string | undefined }) {
  const author = useAuthor();
  const { media } = usePreviewMedia(postId);
  const picture = media && media.kind !== 'carousel' ? media : undefined;
  const [isExpanded, setIsExpanded] = useState(false);
  const { visible, isTruncated } = charCut(text, FACEBOOK_SEE_MORE_AT);
  return (
    <figure className="overflow-hidden rounded-lg border bg-background" aria-label="Facebook post preview">
      <div className="grid gap-3 p-4">
        <div className="flex items-start gap-3">
          <Avatar text={author.initials} picture={author.profileImage} className="size-10 text-sm" />
          <div className="min-w-0 flex-1 leading-tight">
            <p className="truncate text-sm font-semibold">{author.name}</p>
            <p className="truncate text-xs text-muted-foreground">{author.title}</p>
            <p className="mt-0.5 flex items-center gap-1 text-xs text-muted-foreground">
              Just now <span aria-hidden="true">·</span> <EarthIcon className="size-3" aria-hidden="true" />
              <span className="sr-only">Public</span>
            </p>
          </div>
          <FacebookIcon className="size-5 shrink-0 text-muted-foreground" />
        </div>
        <p className="text-sm leading-relaxed break-words whitespace-pre-wrap" data-testid="facebook-preview-text">
          <Tagged text={isExpanded || !isTruncated ? text.trimEnd() : visible} />
          {isTruncated && !isExpanded ? (
            <>
              {'… '}
              <button type="button" onClick={() => setIsExpanded(true)} className={moreButton}>
                See more
              </button>
            </>
          ) : null}
        </p>
      </div>
      {picture ? <PreviewMedia media={picture} network="facebook" /> : null}
      <div className="grid grid-cols-3 border-t px-2 py-1" aria-hidden="true">
        {[
          { label: 'Like', icon: ThumbsUpIcon },
          { label: 'Comment', icon: MessageCircleIcon },
          { label: 'Share', icon: Share2Icon },
        ].map(({ label, icon: Icon }) => (
          <span
            key={label}
            className="flex items-center justify-center gap-1.5 py-2 text-xs font-medium text-muted-foreground"
          >
            <Icon className="size-4" />
            {label}
          </span>
        ))}
      </div>
      <figcaption className="border-t bg-muted/40 px-4 py-2 text-xs text-muted-foreground">
        {isTruncated
          ? 'Facebook shows about 480 characters before “See more”.'
          : 'The whole post shows without “See more”.'}
      </figcaption>
    </figure>
  );
}
