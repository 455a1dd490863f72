import type { DatabaseHandle } from './db/client';
import type { Env } from './env';
import type { Mailer } from './integrations/mailer';
import type { Clock } from './lib/clock';
import { createContactService } from './modules/contact/contact.service';
import { createHealthService } from './modules/health/health.service';
import { createSystemLogsService } from './modules/system-logs/system-logs.service';

export type ServiceDeps = {
  env: Env;
  database: DatabaseHandle;
  clock: Clock;
  mailer: Mailer;
  version: string;
  startedAt: number;
};

/** Wires every domain service once; routes reach them through `app.services`. */
export function createServices(deps: ServiceDeps) {
  const { db } = deps.database;
  const systemLogs = createSystemLogsService(db);
  return {
    systemLogs,
    health: createHealthService({ database: deps.database, version: deps.version, startedAt: deps.startedAt }),
    contact: createContactService({ db, mailer: deps.mailer, supportEmail: deps.env.SUPPORT_EMAIL, systemLogs }),
  };
}
export type Services = ReturnType<typeof createServices>;

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  interface FastifyInstance {
    services: Services;
  }
}
