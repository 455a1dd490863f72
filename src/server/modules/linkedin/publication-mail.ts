import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { posts, users, type PublicationRow } from '../../db/schema';
import type { Mailer } from '../../integrations/mailer';
import type { SystemLogsService } from '../system-logs/system-logs.service';

// What reaches the member's inbox when a scheduled post needs them (issue #23):
// a post that failed or whose outcome is unknown ("Check LinkedIn"), and a
// connection that will expire before posts scheduled after it. Each mail is sent
// by the one process that moved the row (or ran the check), so it goes once.
// A mail that cannot be sent is logged; it never undoes the state it reports.

type Deps = { db: Database; mailer: Mailer; appUrl: string; systemLogs: SystemLogsService };

const excerptOf = (text: string) => {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > 120 ? `${line.slice(0, 117)}…` : line;
};

export function createPublicationMail({ db, mailer, appUrl, systemLogs }: Deps) {
  const base = appUrl.replace(/\/$/, '');

  async function send(userId: string, what: string, compose: (user: { fullName: string }) => [string, string[]]) {
    const [user] = await db
      .select({ email: users.email, fullName: users.fullName })
      .from(users)
      .where(eq(users.id, userId));
    if (!user) return;
    const [subject, lines] = compose(user);
    try {
      await mailer.send({ to: user.email, subject, text: [...lines, '', 'The Postwright team'].join('\n') });
    } catch (error) {
      await systemLogs
        .record({
          level: 'error',
          source: 'system',
          message: `${what} e-mail could not be sent`,
          metadata: { error: error instanceof Error ? error.message.slice(0, 300) : String(error) },
          userId,
        })
        .catch(() => undefined);
    }
  }

  return {
    /** A scheduled post ended Failed or "Check LinkedIn". */
    async publicationNeedsAttention(row: PublicationRow): Promise<void> {
      const [post] = await db.select({ content: posts.generatedContent }).from(posts).where(eq(posts.id, row.postId));
      const unknown = row.status === 'check_linkedin';
      await send(row.userId, 'Publication failure', (user) => [
        unknown ? 'Check LinkedIn: your scheduled post may not be published' : 'Your scheduled post was not published',
        [
          `Hello ${user.fullName},`,
          '',
          unknown
            ? 'Your scheduled LinkedIn post reached LinkedIn, but LinkedIn did not confirm it, so it may or may not be on your profile:'
            : 'Your scheduled LinkedIn post could not be published:',
          '',
          `  “${excerptOf(post?.content ?? '')}”`,
          '',
          row.error ?? '',
          '',
          unknown
            ? 'Look at your LinkedIn feed first. If the post is not there, open the calendar and choose Try again; Postwright never retries it by itself, so it cannot appear twice.'
            : 'Open the calendar to try again or pick another time:',
          `${base}/calendar`,
        ],
      ]);
    },

    /** The connection ends before posts scheduled after it (sent 7 days ahead). */
    async connectionExpiring(userId: string, expiresAt: Date, postsAfter: number): Promise<void> {
      const when = expiresAt.toUTCString().replace(/:\d\d GMT$/, ' UTC');
      await send(userId, 'LinkedIn expiry warning', (user) => [
        'Reconnect LinkedIn before your scheduled posts go out',
        [
          `Hello ${user.fullName},`,
          '',
          `Your LinkedIn connection ends on ${when}. ${postsAfter === 1 ? '1 scheduled post is' : `${postsAfter} scheduled posts are`} due after that, and LinkedIn will refuse ${postsAfter === 1 ? 'it' : 'them'} unless you reconnect.`,
          '',
          `Reconnect LinkedIn in your profile (it takes a few seconds): ${base}/profile`,
        ],
      ]);
    },
  };
}
export type PublicationMail = ReturnType<typeof createPublicationMail>;
