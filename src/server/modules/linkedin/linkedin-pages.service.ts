import { eq } from 'drizzle-orm';
import { MEMBER_TARGET } from '@shared/schemas/publication';
import {
  LINKEDIN_PAGES_SCOPE,
  LINKEDIN_PAGE_POSTING_SCOPE,
  companyPagesOf,
  isKnownTarget,
  type LinkedInCompanyPage,
} from '@shared/schemas/linkedin';
import { users, type UserRow } from '../../db/schema';
import { AppError } from '../../errors';
import { LinkedInError } from '../../integrations/linkedin/linkedin-error';
import type { LinkedInConnectionService } from './linkedin-connection.service';
import type { LinkedInServiceDeps } from './linkedin-deps';

// Company pages (issue #23, "Targets"; decision 123): the pages the member administers are read from LinkedIn
// when they connect (and on "Refresh pages"), stored in users.linkedinCompanyPages, and one target (the member
// or a page) is the default that scheduling and publishing use unless a post names another.

type Deps = Omit<LinkedInServiceDeps, 'secrets'> & { connection: LinkedInConnectionService };

const hasPageScopes = (scopes: readonly string[]) =>
  scopes.includes(LINKEDIN_PAGES_SCOPE) && scopes.includes(LINKEDIN_PAGE_POSTING_SCOPE);

export function createLinkedInPagesService({ db, clock, linkedin, systemLogs, connection }: Deps) {
  async function store(user: UserRow, pages: LinkedInCompanyPage[]): Promise<UserRow> {
    // A default page the member no longer administers goes back to their own profile.
    const selected = user.selectedPostTargetUrn;
    const [row] = await db
      .update(users)
      .set({
        linkedinCompanyPages: pages,
        selectedPostTargetUrn: selected && isKnownTarget(pages, selected) ? selected : null,
        updatedAt: clock.now(),
      })
      .where(eq(users.id, user.id))
      .returning();
    return row!;
  }

  const log = (level: 'info' | 'warning', message: string, user: UserRow, metadata?: Record<string, unknown>) =>
    systemLogs.record({ level, source: 'linkedin', message, userId: user.id, ...(metadata ? { metadata } : {}) });

  return {
    /**
     * Right after a connection: with the page scopes, the pages LinkedIn lists; without them, none. Never throws:
     * the connection stands even when LinkedIn will not list the pages (the panel offers "Refresh pages").
     */
    async syncAfterConnect(user: UserRow, accessToken: string, scopes: readonly string[]): Promise<void> {
      if (!hasPageScopes(scopes)) {
        if (companyPagesOf(user.linkedinCompanyPages).length > 0 || user.selectedPostTargetUrn) await store(user, []);
        return;
      }
      try {
        const pages = await linkedin.organizations.administeredPages(accessToken);
        await store(user, pages);
        await log('info', `LinkedIn company pages read: ${pages.length}`, user);
      } catch (error) {
        if (!(error instanceof LinkedInError)) throw error;
        await log('warning', `LinkedIn company pages could not be read: ${error.message}`, user);
      }
    },

    /** POST /api/linkedin/pages/refresh: reads the pages again (a page added or removed on LinkedIn). */
    async refresh(user: UserRow): Promise<UserRow> {
      const access = await connection.memberAccess(user);
      if (!hasPageScopes(user.linkedinScopes ?? []))
        throw new AppError(
          'CONFLICT',
          'Your LinkedIn connection cannot read company pages. Reconnect LinkedIn to allow posting as your pages.',
        );
      let pages: LinkedInCompanyPage[];
      try {
        pages = await linkedin.organizations.administeredPages(access.accessToken);
      } catch (error) {
        if (!(error instanceof LinkedInError)) throw error;
        await log('warning', `LinkedIn company pages could not be read: ${error.message}`, user);
        if (error.kind === 'unauthorized') {
          await connection.markExpired(user, access.sealedToken);
          throw new AppError(
            'CONFLICT',
            'LinkedIn says your connection has expired. Reconnect LinkedIn in your profile.',
          );
        }
        throw new AppError('UPSTREAM_ERROR', 'LinkedIn did not list your company pages. Please try again in a moment.');
      }
      const updated = await store(user, pages);
      await log('info', `LinkedIn company pages refreshed: ${pages.length}`, user);
      return updated;
    },

    /** PUT /api/linkedin/target: the default target; 400 for anything but the member or one of their pages. */
    async setDefaultTarget(user: UserRow, target: string): Promise<UserRow> {
      if (!isKnownTarget(companyPagesOf(user.linkedinCompanyPages), target))
        throw new AppError('BAD_REQUEST', 'Unknown target: choose your own profile or a company page you administer.', {
          target: 'Unknown target',
        });
      const [row] = await db
        .update(users)
        .set({ selectedPostTargetUrn: target === MEMBER_TARGET ? null : target, updatedAt: clock.now() })
        .where(eq(users.id, user.id))
        .returning();
      return row!;
    },
  };
}
export type LinkedInPagesService = ReturnType<typeof createLinkedInPagesService>;
