// Pure functions that measure how an author writes (docs/architecture/server.md, "AI features").
// Both writers and the consistency analysis use them; nothing here touches the
// database, the network or the clock.
export { measureStyle, profileOf } from './profile';
export { measureText } from './features';
export { describeStyle } from './describe';
export { compareStyle, PROFILE_FEATURES, type StyleComparison, type StyleDifference } from './compare';
export { buildSampleModel, stylometricDistance, type SampleModel, type StylometricDistance } from './stylometry';
export { detectLanguage, type Language } from './language';
export { cutText, charCount, wordsOf as wordsOfText } from './text-units';
export type * from './types';
