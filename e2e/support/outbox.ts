import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

// The e2e server writes its e-mails to DATA_DIR/outbox (*.eml), as `npm start` does.
const outbox = () => join(process.env.E2E_DATA_DIR!, 'outbox');

/** The newest link to `path` (e.g. '/reset-password') in an e-mail sent to `email`, from the text part (quoted-printable decoded). */
export function linkInOutbox(email: string, path: string): string | undefined {
  let files: string[];
  try {
    files = readdirSync(outbox())
      .filter((f) => f.endsWith('.eml'))
      .sort()
      .reverse();
  } catch {
    return undefined;
  }
  for (const file of files) {
    const raw = readFileSync(join(outbox(), file), 'utf8');
    if (!new RegExp(`^To: .*${email.replace(/[.+]/g, '\\$&')}`, 'im').test(raw)) continue;
    const decoded = raw.replace(/=\r?\n/g, '').replace(/=3D/gi, '=');
    const link = new RegExp(`https?://[^\\s"<>]+${path}\\?token=[A-Za-z0-9_\\-%]+`).exec(decoded)?.[0];
    if (link) return link;
  }
  return undefined;
}
