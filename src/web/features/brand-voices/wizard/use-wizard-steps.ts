import { useState } from 'react';
import type { VoiceFormValues } from './voice-form-values';

/**
 * The core both voice wizards share: the answers so far, the current step,
 * and `go`, which keeps a step's answers and moves on. `hasMoved` tells a step
 * to take focus, so the first screen does not steal it on arrival.
 */
export function useWizardSteps<Step>(initialValues: VoiceFormValues, firstStep: Step) {
  const [values, setValues] = useState(initialValues);
  const [step, setStep] = useState<Step>(firstStep);
  const [hasMoved, setHasMoved] = useState(false);

  const go = (next: Step, patch: Partial<VoiceFormValues> = {}) => {
    setValues((current) => ({ ...current, ...patch }));
    setStep(next);
    setHasMoved(true);
  };

  return { values, setValues, step, hasMoved, go };
}
