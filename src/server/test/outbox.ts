import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export type SentMail = { file: string; raw: string; to: string; subject: string; text: string };

/** A temporary outbox folder: the app's real outbox mailer writes .eml files into it. */
export async function createTestOutbox() {
  const dir = await mkdtemp(join(tmpdir(), 'postwright-outbox-'));
  return {
    dir,
    async messages(): Promise<SentMail[]> {
      const files = (await readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith('.eml')).sort();
      return Promise.all(files.map(async (file) => parseEml(file, await readFile(join(dir, file), 'utf8'))));
    },
  };
}
export type TestOutbox = Awaited<ReturnType<typeof createTestOutbox>>;

function header(raw: string, name: string): string {
  const match = new RegExp(`^${name}: (.*(?:\\n[ \\t].*)*)`, 'im').exec(raw);
  return match ? match[1]!.replace(/\n[ \t]/g, ' ').trim() : '';
}

/** Enough of RFC 5322 for tests: headers, and the text part decoded from quoted-printable. */
export function parseEml(file: string, raw: string): SentMail {
  const textPart = /Content-Type: text\/plain[^\n]*\n(?:[^\n]+\n)*\n([\s\S]*?)(?:\n--|$)/i.exec(raw);
  const body = textPart ? textPart[1]! : raw.slice(raw.indexOf('\n\n') + 2);
  const text = body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return {
    file,
    raw,
    to: header(raw, 'To'),
    subject: decodeHeader(header(raw, 'Subject')),
    text: Buffer.from(text, 'latin1').toString('utf8'),
  };
}

function decodeHeader(value: string): string {
  return value.replace(/=\?utf-8\?Q\?([^?]*)\?=/gi, (_, q: string) =>
    Buffer.from(
      q.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (__, h: string) => String.fromCharCode(parseInt(h, 16))),
      'latin1',
    ).toString('utf8'),
  );
}
