/** Query keys of one voice's samples and style: the first element is the API path. */
export const voiceSamplesKeys = {
  samples: (voiceId: string, q = '') => [`/api/brand-voices/${voiceId}/samples`, q] as const,
  style: (voiceId: string) => [`/api/brand-voices/${voiceId}/style`] as const,
  /** Everything measured from the samples: invalidated after an add or a delete. */
  all: (voiceId: string) => [`/api/brand-voices/${voiceId}`] as const,
};
