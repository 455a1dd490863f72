import { errorFromResponse, fetchWithDeadline } from './linkedin-error';
import { restHeaders, type LinkedInRestOptions } from './linkedin-rest';

// The company pages a member administers (Community Management API, scope r_organization_admin):
// 1. GET /rest/organizationAcls?q=roleAssignee&role=ADMINISTRATOR&state=APPROVED → elements[].organization (URNs);
// 2. GET /rest/organizations?ids=List(1,2) (a batch get) → results keyed by id, with localizedName and vanityName.
// A page LinkedIn will not describe (per-id errors of the batch) keeps its URN with a plain name.

export type AdministeredPage = { urn: string; name: string; vanityName?: string };

const ORGANIZATION_URN = /^urn:li:organization:(\d+)$/;
/** One page of ACLs; LinkedIn's maximum count for this finder. */
const ACL_PAGE_SIZE = 100;

export function createLinkedInOrganizationsApi({ apiUrl, apiVersion, timeoutMs }: LinkedInRestOptions) {
  const get = async (url: string, accessToken: string) => {
    const response = await fetchWithDeadline(
      url,
      { headers: { ...restHeaders(accessToken, apiVersion), accept: 'application/json' } },
      timeoutMs,
    );
    if (!response.ok) throw await errorFromResponse(response);
    return (await response.json().catch(() => ({}))) as Record<string, unknown>;
  };

  return {
    async administeredPages(accessToken: string): Promise<AdministeredPage[]> {
      const acls = await get(
        `${apiUrl}/rest/organizationAcls?q=roleAssignee&role=ADMINISTRATOR&state=APPROVED&start=0&count=${ACL_PAGE_SIZE}`,
        accessToken,
      );
      const ids = new Set<string>();
      for (const element of Array.isArray(acls.elements) ? (acls.elements as Record<string, unknown>[]) : []) {
        // `organization` in the versioned API; `organizationalTarget` in the older /v2 shape.
        const urn = element.organization ?? element.organizationalTarget;
        const id = typeof urn === 'string' ? ORGANIZATION_URN.exec(urn)?.[1] : undefined;
        if (id && (element.state ?? 'APPROVED') === 'APPROVED') ids.add(id);
      }
      if (ids.size === 0) return [];
      const batch = await get(`${apiUrl}/rest/organizations?ids=List(${[...ids].join(',')})`, accessToken);
      const results = (batch.results ?? {}) as Record<string, { localizedName?: unknown; vanityName?: unknown }>;
      return [...ids].map((id) => {
        const found = results[id];
        const name = typeof found?.localizedName === 'string' && found.localizedName ? found.localizedName : null;
        return {
          urn: `urn:li:organization:${id}`,
          name: name ?? `Company page ${id}`,
          ...(typeof found?.vanityName === 'string' && found.vanityName ? { vanityName: found.vanityName } : {}),
        };
      });
    },
  };
}
export type LinkedInOrganizationsApi = ReturnType<typeof createLinkedInOrganizationsApi>;
