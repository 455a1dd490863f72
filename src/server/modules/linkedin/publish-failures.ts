import { AppError } from '../../errors';
import type { LinkedInError } from '../../integrations/linkedin/linkedin-error';
import type { LogLevel } from '../system-logs/system-logs.service';

/**
 * What a failed publish tells the user (the AppError) and the admin (the
 * log line). A failure is never reported as success, and a timeout says
 * plainly that the outcome is unknown.
 */
export function publishFailure(
  error: LinkedInError,
  apiVersion: string,
): { error: AppError; level: LogLevel; logMessage: string } {
  const status = error.status ? ` (HTTP ${error.status})` : '';
  const detail = error.detail ? `: ${error.detail}` : '';
  switch (error.kind) {
    case 'unauthorized':
      return {
        level: 'warning',
        logMessage: `LinkedIn refused the member's token${status}; the connection is marked expired`,
        error: new AppError(
          'CONFLICT',
          'LinkedIn says your connection has expired or was revoked. Reconnect LinkedIn in your profile, then publish again.',
        ),
      };
    case 'forbidden':
      return {
        level: 'warning',
        logMessage: `LinkedIn refused to publish${status}${detail}`,
        error: new AppError(
          'FORBIDDEN',
          'LinkedIn refused to publish: your LinkedIn app does not have the "Share on LinkedIn" product (the w_member_social permission). Add it in the LinkedIn developer portal, or use Limited Permissions for sign-in only (no posting).',
        ),
      };
    case 'rate_limited':
      return {
        level: 'warning',
        logMessage: `LinkedIn rate limit reached${status}${detail}`,
        error: new AppError(
          'RATE_LIMITED',
          'LinkedIn is limiting how often posts can be published right now. Your post was not published; please try again later.',
        ),
      };
    case 'version_inactive':
      return {
        level: 'error',
        logMessage: `LinkedIn no longer serves API version ${apiVersion}${detail}: set LINKEDIN_API_VERSION to a version LinkedIn serves (YYYYMM, e.g. last month's)`,
        error: new AppError(
          'UPSTREAM_ERROR',
          'LinkedIn no longer accepts the API version Postwright is set up with, so your post was not published. The administrator has been told; please try again later.',
        ),
      };
    case 'unavailable':
      return {
        level: 'error',
        logMessage: `LinkedIn failed${status}${detail}`,
        error: new AppError(
          'UPSTREAM_ERROR',
          `LinkedIn is having problems right now${status}, so your post was not published. Please try again in a few minutes.`,
        ),
      };
    case 'timeout':
      return {
        level: 'error',
        logMessage: 'LinkedIn did not answer in time',
        error: new AppError(
          'UPSTREAM_ERROR',
          'LinkedIn did not answer in time. Your post may or may not have been published: check your LinkedIn feed before trying again.',
        ),
      };
    case 'network':
      return {
        level: 'error',
        logMessage: `LinkedIn could not be reached${detail}`,
        error: new AppError(
          'UPSTREAM_ERROR',
          'Could not reach LinkedIn, so your post was not published. Please try again in a few minutes.',
        ),
      };
    default:
      return {
        level: 'error',
        logMessage: `LinkedIn rejected the post${status}${detail}`,
        error: new AppError(
          'UPSTREAM_ERROR',
          `LinkedIn did not accept the post${error.detail ? ` (${error.detail})` : ''}, so it was not published.`,
        ),
      };
  }
}
