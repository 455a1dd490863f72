import { cn } from '@/lib/utils';

/** The generated profile text: plain text with its line breaks, never HTML. */
export function VoiceProfileText({ text, className }: { text: string | null; className?: string }) {
  return (
    <blockquote
      className={cn(
        [
          'whitespace-pre-wrap break-words rounded-lg border-l-2 border-violet-500 bg-muted/50 px-4 py-3',
          'text-[0.9375rem] leading-relaxed',
        ],
        className,
      )}
    >
      {text?.trim() || 'No profile text was written for this voice yet. Update it to write one.'}
    </blockquote>
  );
}
