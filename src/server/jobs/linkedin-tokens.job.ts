import type PgBoss from 'pg-boss';
import type { Services } from '../services';
import { QUEUES } from './job-engine';

// Every hour, on one worker of the whole cluster (pg-boss's cron): LinkedIn
// tokens that carry a refresh token are refreshed ahead of expiry, then members
// whose connection ends before their scheduled posts are warned 7 days ahead
// (modules/linkedin/linkedin-tokens.service.ts).

export async function workLinkedInTokens(boss: PgBoss, services: Services): Promise<void> {
  await boss.schedule(QUEUES.refreshLinkedinTokens, '0 * * * *', {}, { retryLimit: 0, expireInSeconds: 900 });
  await boss.work(QUEUES.refreshLinkedinTokens, { pollingIntervalSeconds: 30 }, async () => {
    await services.linkedinTokens.refreshDue();
    await services.linkedinTokens.warnExpiring();
  });
}
