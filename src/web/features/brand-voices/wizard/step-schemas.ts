import {
  brandVoiceInputSchema,
  extendedWizardPersonalitySchema,
  simpleWizardProfileSchema,
  styleChoiceSchema,
  type AbQuestion,
} from '@shared/schemas/brand-voices';
import { z } from '@shared/schemas/common';

// What each wizard step must hold before Next (customer-area §5), built from
// the shared schemas so the browser and the server say the same thing.

const input = brandVoiceInputSchema.shape;

/** Simple wizard, profile: name, goal and target audience are required. */
export const simpleProfileStepSchema = simpleWizardProfileSchema.extend({
  category: input.category,
  description: input.description,
});

/** Both wizards' sliders. */
export const slidersStepSchema = z.object({
  formality: input.formality,
  personalSharing: input.personalSharing,
  confidence: input.confidence,
});

/** Extended wizard, step 1 (Profile Setup): only the name is required. */
export const extendedProfileStepSchema = z.object({
  name: input.name,
  category: input.category,
  description: input.description,
  goal: z.union([input.goal.unwrap(), z.literal('')]),
  targetAudience: z.union([input.targetAudience.unwrap(), z.literal('')]),
  ...slidersStepSchema.shape,
});

/** Extended wizard, step 2 (Personality Questions): five answers required. */
export const personalityStepSchema = extendedWizardPersonalitySchema;

/** Extended wizard, step 4 (Content Preferences): all optional, length-checked. */
export const preferencesStepSchema = z.object({
  contentTypes: input.contentTypes,
  preferredFormats: input.preferredFormats,
  desiredFeeling: input.desiredFeeling,
  contentToAvoid: input.contentToAvoid,
  toolsAndPlatforms: input.toolsAndPlatforms,
});

/** A/B steps: every question shown must be answered. */
export function styleChoicesStepSchema(questions: readonly AbQuestion[]) {
  return z.object({
    styleChoices: z.object(Object.fromEntries(questions.map((q) => [q.id, styleChoiceSchema]))),
  });
}

export const REQUIRED_FIELDS_MESSAGE = 'Please fill out all required fields';
