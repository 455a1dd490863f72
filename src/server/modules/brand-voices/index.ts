// What other modules may use of brand voices (eslint.config.js: a module's one entry): the voices
// themselves and the writing samples kept with them (samples.service.ts).
export type { BrandVoicesService } from './brand-voices.service';
export type { VoiceSamplesService } from './samples.service';
