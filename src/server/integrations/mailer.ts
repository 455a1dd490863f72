import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import nodemailer from 'nodemailer';

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
};

export type Mailer = {
  send(message: MailMessage): Promise<void>;
  /** Where mail goes, for the start-up banner ("smtp://host" or the outbox folder). */
  readonly destination: string;
};

export type MailerOptions = { from: string; smtpUrl?: string; outboxDir: string };

/**
 * Real SMTP through nodemailer when SMTP_URL is set; otherwise each message is
 * rendered by the same nodemailer code into an RFC 5322 `.eml` file in the
 * outbox, so it can be opened in any mail client.
 */
export function createMailer(options: MailerOptions): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    const url = new URL(options.smtpUrl);
    return {
      destination: `${url.protocol}//${url.host}`,
      async send(message) {
        await transport.sendMail({ from: options.from, ...message });
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    destination: options.outboxDir,
    async send(message) {
      const info = await transport.sendMail({ from: options.from, ...message });
      await mkdir(options.outboxDir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = join(options.outboxDir, `${stamp}-${randomBytes(4).toString('hex')}.eml`);
      await writeFile(file, info.message as Buffer);
    },
  };
}
