import type { Database } from '../../db/client';
import type { LinkedInClient } from '../../integrations/linkedin/linkedin-client';
import type { Clock } from '../../lib/clock';
import type { SystemLogsService } from '../system-logs/system-logs.service';
import type { LinkedInSecrets } from './linkedin-secrets';

/** What every LinkedIn service of this module is built with (services.ts wires them). */
export type LinkedInServiceDeps = {
  db: Database;
  clock: Clock;
  linkedin: LinkedInClient;
  secrets: LinkedInSecrets;
  systemLogs: SystemLogsService;
};
