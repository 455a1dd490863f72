import type { Publication } from '@shared/schemas/publication';
import type { PublicationRow } from '../../db/schema';

export function toPublication(row: PublicationRow): Publication {
  return {
    status: row.status,
    scheduledAt: row.scheduledAt,
    publishedAt: row.publishedAt,
    target: row.target,
    linkedinPostUrn: row.linkedinPostUrn,
    error: row.error,
    firstComment: row.firstComment,
    updatedAt: row.updatedAt,
  };
}
