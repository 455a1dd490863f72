import type { ReactNode } from 'react';
import type { BrandVoice } from '@shared/schemas/brand-voices';
import { VoiceResult } from './voice-result';
import { WizardProgress } from './wizard-progress';

/** Either wizard: its progress above the current step, or once the voice is saved, the result and the ways on. */
export function VoiceWizardFrame({
  step,
  labels,
  saved,
  isUpdate,
  resultActions,
  children,
}: {
  step: number;
  labels: readonly string[];
  /** The saved voice once the wizard has reached its result, else null. */
  saved: BrandVoice | null;
  isUpdate: boolean;
  resultActions: ReactNode;
  children: ReactNode;
}) {
  if (saved) return <VoiceResult voice={saved} isUpdate={isUpdate} actions={resultActions} />;
  return (
    <div className="grid gap-6">
      <WizardProgress step={step} labels={labels} />
      {children}
    </div>
  );
}
