import { CopyPlusIcon, EllipsisIcon, EyeIcon, FileTextIcon, PencilIcon, StarIcon, Trash2Icon } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { fullDateTime, historyAgeInSentence } from '@/lib/relative-time';
import { editPathFor } from '@/features/brand-voices/wizard/edit-path';
import type { BrandVoice } from '@shared/schemas/brand-voices';

export type VoiceAction = 'details' | 'clone' | 'set-default' | 'delete';

/** One voice in the manager: name, Default badge, category, description, age, and its actions. */
export function VoiceCard({
  voice,
  onAction,
  isSettingDefault,
}: {
  voice: BrandVoice;
  onAction: (action: VoiceAction, voice: BrandVoice) => void;
  isSettingDefault: boolean;
}) {
  const titleId = useId();
  return (
    <article
      aria-labelledby={titleId}
      className="flex h-full flex-col gap-4 rounded-xl border bg-card p-5 transition-colors duration-150 hover:border-foreground/20"
      data-default={voice.isDefault || undefined}
    >
      <div className="grid gap-2">
        <div className="flex items-start justify-between gap-3">
          <h2 id={titleId} className="min-w-0 break-words text-base font-semibold leading-snug">
            {voice.name}
          </h2>
          {voice.isDefault ? (
            <Badge variant="brand" className="mt-0.5">
              <StarIcon aria-hidden="true" />
              Default
            </Badge>
          ) : null}
        </div>
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted-foreground">
          <Badge variant="outline">{voice.category}</Badge>
          <span>
            Created{' '}
            <time dateTime={voice.createdAt.toISOString()} title={fullDateTime(voice.createdAt)}>
              {historyAgeInSentence(voice.createdAt)}
            </time>
          </span>
          {voice.lastUsed ? (
            <span>
              · Last used <time dateTime={voice.lastUsed.toISOString()}>{historyAgeInSentence(voice.lastUsed)}</time>
            </span>
          ) : null}
        </p>
      </div>
      <p className={voice.description ? 'line-clamp-3 flex-1 text-sm' : 'flex-1 text-sm italic text-muted-foreground'}>
        {voice.description || 'No description'}
      </p>
      <div className="flex items-center gap-2 border-t pt-4">
        <Button
          variant="outline"
          size="sm"
          onClick={() => onAction('details', voice)}
          className="flex-1 sm:flex-none"
          aria-label={`View details of ${voice.name}`}
        >
          <EyeIcon aria-hidden="true" />
          View details
        </Button>
        <Button asChild variant="outline" size="sm" className="flex-1 sm:flex-none">
          <Link to={editPathFor(voice)} aria-label={`Edit ${voice.name}`}>
            <PencilIcon aria-hidden="true" />
            Edit
          </Link>
        </Button>
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button variant="ghost" size="icon" className="ml-auto" aria-label={`More actions for ${voice.name}`}>
              <EllipsisIcon aria-hidden="true" />
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end">
            <DropdownMenuItem asChild>
              <Link to={`/brand-voices/${voice.id}/writing`}>
                <FileTextIcon aria-hidden="true" />
                Your posts and style
              </Link>
            </DropdownMenuItem>
            <DropdownMenuItem onSelect={() => onAction('clone', voice)}>
              <CopyPlusIcon aria-hidden="true" />
              Clone
            </DropdownMenuItem>
            <DropdownMenuItem
              disabled={voice.isDefault || isSettingDefault}
              onSelect={() => onAction('set-default', voice)}
            >
              <StarIcon aria-hidden="true" />
              {voice.isDefault ? 'Already the default' : 'Set as default'}
            </DropdownMenuItem>
            <DropdownMenuSeparator />
            <DropdownMenuItem
              onSelect={() => onAction('delete', voice)}
              className="text-destructive focus:text-destructive [&_svg]:!text-destructive"
            >
              <Trash2Icon aria-hidden="true" />
              Delete
            </DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>
      </div>
    </article>
  );
}
