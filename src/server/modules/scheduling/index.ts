// What other modules may use of scheduling (the LinkedIn module publishes through the publication store).
export { createPublicationStore, STUCK_AFTER_MS, type PublicationStore } from './publication-store';
export type { PublishJob, PublishQueue } from './publish-queue';
export { createSchedulingService, type SchedulingService } from './scheduling.service';
