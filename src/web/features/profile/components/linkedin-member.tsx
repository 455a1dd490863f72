import type { LinkedInStatusView } from '@shared/schemas/linkedin';
import { formatLongDate } from '@/lib/format';
import { initials } from '@/lib/user-names';

/** The connected LinkedIn member: picture (a copy we keep, never fetched from LinkedIn by the browser), name, permissions, dates. */
export function LinkedInMember({ status }: { status: LinkedInStatusView }) {
  const name = status.memberName ?? 'LinkedIn member';
  return (
    <div className="flex items-start gap-3" data-testid="linkedin-member">
      {status.memberPicture ? (
        <img src={status.memberPicture} alt="" className="size-12 shrink-0 rounded-full border object-cover" />
      ) : (
        <span
          className="flex size-12 shrink-0 items-center justify-center rounded-full bg-[#0a66c2] text-sm font-semibold text-white"
          aria-hidden="true"
        >
          {initials({ fullName: name, email: '' })}
        </span>
      )}
      <div className="grid min-w-0 gap-0.5 text-sm">
        <p className="truncate font-semibold">{name}</p>
        <p className="text-muted-foreground">
          {status.canPublish
            ? 'Full permissions · can publish posts'
            : 'Limited Permissions · sign-in only, no posting'}
        </p>
        {status.expiresAt ? (
          <p className="text-muted-foreground">
            {status.status === 'expired' ? 'Access expired on ' : 'Access valid until '}
            <time dateTime={status.expiresAt}>{formatLongDate(new Date(status.expiresAt))}</time>
          </p>
        ) : null}
      </div>
    </div>
  );
}
