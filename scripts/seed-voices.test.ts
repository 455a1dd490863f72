import { describe, expect, it } from 'vitest';
import { FALLBACK_QUESTION_IDS } from '../src/shared/constants';
import {
  EXTENDED_FIELDS,
  brandVoiceInputSchema,
  extendedWizardPersonalitySchema,
  simpleWizardProfileSchema,
} from '../src/shared/schemas/brand-voices';
import { VOICES } from './seed-voices';

// Issue 26: editing the seeded "Founder Notes" stopped at step 2 ("Please fill out all required fields").
// Every voice the seed makes must pass every step of the wizard that edits it.
describe('the seeded voices', () => {
  for (const voice of VOICES) {
    it(`${voice.name} can be edited to the end in its wizard`, () => {
      expect(brandVoiceInputSchema.safeParse(voice).success).toBe(true);
      const extended = EXTENDED_FIELDS.some((field) => Boolean((voice as Record<string, unknown>)[field]));
      const steps = extended ? extendedWizardPersonalitySchema : simpleWizardProfileSchema;
      expect(steps.safeParse(voice).error?.issues ?? []).toEqual([]);
      for (const id of FALLBACK_QUESTION_IDS) expect(voice.styleChoices?.[id], id).toMatch(/^[AB]$/);
    });
  }
});
