import type { ReactNode } from 'react';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import type { BrandVoice } from '@shared/schemas/brand-voices';

export type VoiceDialogProps = { voice: BrandVoice | undefined; onOpenChange: (open: boolean) => void };

/** A manager dialog about one voice: open while there is a voice, its content built for that voice. */
export function VoiceDialog({
  voice,
  onOpenChange,
  className,
  children,
}: VoiceDialogProps & { className?: string; children: (voice: BrandVoice) => ReactNode }) {
  return (
    <Dialog open={voice !== undefined} onOpenChange={onOpenChange}>
      {voice ? <DialogContent className={className}>{children(voice)}</DialogContent> : null}
    </Dialog>
  );
}
