import { useId } from 'react';
import { cn } from '@/lib/utils';

/** Postwright's mark: a pen nib and an AI sparkle on the purple-to-cyan gradient. */
export function LogoMark({ className }: { className?: string }) {
  const gradientId = `logo-gradient-${useId().replace(/:/g, '')}`;
  return (
    <svg viewBox="0 0 32 32" className={cn('size-8 shrink-0', className)} aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="32" y2="32" gradientUnits="userSpaceOnUse">
          <stop stopColor="#7c3aed" />
          <stop offset="1" stopColor="#0891b2" />
        </linearGradient>
      </defs>
      <rect width="32" height="32" rx="8" fill={`url(#${gradientId})`} />
      <path
        d="M9.5 23.5 12 16l7.5-7.5a2.5 2.5 0 0 1 3.5 3.5L15.5 19.5Z"
        fill="none"
        stroke="#fff"
        strokeWidth="2"
        strokeLinejoin="round"
      />
      <path d="m9.5 23.5 4-4" stroke="#fff" strokeWidth="2" strokeLinecap="round" />
      <path d="M23 19.5v4M21 21.5h4" stroke="#fff" strokeWidth="1.75" strokeLinecap="round" />
    </svg>
  );
}

export function Logo({ className, showWordmark = true }: { className?: string; showWordmark?: boolean }) {
  return (
    <span className={cn('inline-flex items-center gap-2.5', className)}>
      <LogoMark />
      {showWordmark && (
        <span className="text-[1.0625rem] font-semibold tracking-tight text-foreground">Postwright</span>
      )}
    </span>
  );
}
