import { AlertTriangleIcon } from 'lucide-react';
import { PLATFORM_CHAR_LIMITS, type Platform } from '@shared/constants';
import { formatNumber } from '@/lib/format';
import { cn } from '@/lib/utils';
import { PLATFORM_LABELS } from '../lib/labels';

/** "1,142 / 3,000" against the platform's hard limit; past it, in the warning colour. */
export function CharacterCount({
  text,
  platform,
  className,
}: {
  text: string;
  platform: Platform;
  className?: string;
}) {
  const limit = PLATFORM_CHAR_LIMITS[platform];
  // Characters as people (and the platforms) count them: an emoji is one, not two UTF-16 units.
  const length = [...text].length;
  const isOver = length > limit;
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 text-xs tabular-nums',
        isOver ? 'font-medium text-warning' : 'text-muted-foreground',
        className,
      )}
      title={
        isOver
          ? `Over the ${PLATFORM_LABELS[platform]} limit of ${formatNumber(limit)} characters`
          : `${PLATFORM_LABELS[platform]} allows ${formatNumber(limit)} characters`
      }
    >
      {isOver ? <AlertTriangleIcon className="size-3.5" aria-hidden="true" /> : null}
      {formatNumber(length)} / {formatNumber(limit)}
      <span className="sr-only"> characters{isOver ? ', over the limit' : ''}</span>
    </span>
  );
}
