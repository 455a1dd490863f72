import { LogoMark } from '@/components/logo';

export function SessionLoadingScreen() {
  return (
    <div className="flex min-h-dvh flex-col items-center justify-center gap-4" role="status" aria-live="polite">
      <LogoMark className="size-10 animate-pulse" />
      <p className="text-sm text-muted-foreground">Loading Postwright…</p>
    </div>
  );
}
