import { CpuIcon } from 'lucide-react';
import { useWriter } from '@/data/get-writer';

/** With no language model configured, one plain line on what the Offline writer is and what a model adds (issue #12). */
export function OfflineWriterNote() {
  const { data } = useWriter();
  if (data?.engine !== 'offline') return null;
  return (
    <p className="-mt-4 flex items-start gap-2 text-sm text-muted-foreground" data-testid="offline-writer-note">
      <CpuIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span>
        The Offline writer composes posts from your idea, options and voice with built-in templates, instantly and
        privately; a configured language model writes freer, more varied drafts.
      </span>
    </p>
  );
}
