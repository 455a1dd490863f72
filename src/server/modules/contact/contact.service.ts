import type { ContactMessageInput } from '@shared/schemas/contact';
import type { Database } from '../../db/client';
import { contactMessages } from '../../db/schema';
import type { Mailer } from '../../integrations/mailer';
import type { SystemLogsService } from '../system-logs/system-logs.service';

export type ContactServiceDeps = { db: Database; mailer: Mailer; supportEmail: string; systemLogs: SystemLogsService };

export function createContactService({ db, mailer, supportEmail, systemLogs }: ContactServiceDeps) {
  return {
    /**
     * Stores the message first, so it is never lost, then forwards it to support.
     * A mail failure is logged for administrators; the visitor's message is safe.
     */
    async submit(input: ContactMessageInput): Promise<void> {
      const [row] = await db.insert(contactMessages).values(input).returning({ id: contactMessages.id });
      try {
        await mailer.send({
          to: supportEmail,
          replyTo: `${input.name.replace(/[<>"\r\n]/g, '')} <${input.email}>`,
          subject: `[Contact] ${input.subject}`.replace(/[\r\n]+/g, ' '),
          text: `From: ${input.name} <${input.email}>\nMessage id: ${row!.id}\n\n${input.message}\n`,
        });
      } catch (error) {
        await systemLogs.record({
          level: 'error',
          source: 'system',
          message: 'Contact message stored but could not be e-mailed to support',
          metadata: { contactMessageId: row!.id, error: error instanceof Error ? error.message : String(error) },
        });
      }
    },
  };
}
export type ContactService = ReturnType<typeof createContactService>;
