import { CpuIcon, SparklesIcon } from 'lucide-react';
import { cn } from '@/lib/utils';
import { useWriter } from '@/data/get-writer';

/**
 * Names the writer behind AI output, so nobody mistakes the built-in
 * Offline writer (a deterministic composer) for a language model.
 */
export function WriterNote({ className }: { className?: string }) {
  const { data: writer } = useWriter();
  if (!writer) return null;
  const isOffline = writer.engine === 'offline';
  const Icon = isOffline ? CpuIcon : SparklesIcon;
  return (
    <p
      className={cn('inline-flex items-center gap-1.5 text-xs text-muted-foreground', className)}
      data-writer-engine={writer.engine}
    >
      <Icon className="size-3.5 shrink-0" aria-hidden="true" />
      {isOffline ? (
        <span>
          Written by the Offline writer{' '}
          <span className="hidden sm:inline">(Postwright&apos;s built-in composer, not an AI model)</span>
        </span>
      ) : (
        <span>Written by AI ({writer.label})</span>
      )}
    </p>
  );
}
