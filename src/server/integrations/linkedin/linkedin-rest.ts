/** Where LinkedIn's versioned REST API is, which version we speak, and how long one call may take. */
export type LinkedInRestOptions = { apiUrl: string; apiVersion: string; timeoutMs: number };

/** The headers of every versioned REST call made as the member. */
export function restHeaders(accessToken: string, apiVersion: string) {
  return {
    authorization: `Bearer ${accessToken}`,
    'LinkedIn-Version': apiVersion,
    'X-Restli-Protocol-Version': '2.0.0',
  };
}
