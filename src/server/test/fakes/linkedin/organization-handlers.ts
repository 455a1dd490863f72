import type { IncomingMessage, ServerResponse } from 'node:http';
import { administers, type FakeOrganization, type FakeState, type FakeToken } from './fake-state';
import { sendJson } from './oauth-handlers';

// LinkedIn's Community Management API as the app reads a member's company pages (decision 123):
// - GET /rest/organizationAcls?q=roleAssignee[&role=…][&state=…] → { paging, elements: [{ roleAssignee, role, state,
//   organization }] } for the token's member (scope r_organization_admin);
// - GET /rest/organizations?ids=List(1,2) (batch) → { results: { "1": organization }, statuses, errors } and
//   GET /rest/organizations/{id}; a page the member does not administer is a per-id 403, as LinkedIn answers.

const bearer = (state: FakeState, req: IncomingMessage): FakeToken | undefined => {
  const match = /^Bearer (.+)$/.exec(req.headers.authorization ?? '');
  const issued = match ? state.tokens.get(match[1]!) : undefined;
  return issued && !issued.revoked ? issued : undefined;
};

/** The versioned-REST checks and the scope; answers the token, or undefined once it has answered a refusal. */
function admitted(state: FakeState, req: IncomingMessage, url: URL, res: ServerResponse): FakeToken | undefined {
  state.organizationRequests.push({ path: `${url.pathname}${url.search}`, headers: { ...req.headers } });
  const token = bearer(state, req);
  const version = req.headers['linkedin-version'];
  if (!token)
    return void sendJson(res, 401, {
      status: 401,
      serviceErrorCode: 65600,
      code: 'INVALID_ACCESS_TOKEN',
      message: 'Invalid access token',
    });
  if (typeof version !== 'string' || !/^\d{6}(\.\d{2})?$/.test(version))
    return void sendJson(res, 400, { status: 400, code: 'VERSION_MISSING', message: 'A version must be present.' });
  if (req.headers['x-restli-protocol-version'] !== '2.0.0')
    return void sendJson(res, 400, {
      status: 400,
      code: 'ILLEGAL_ARGUMENT',
      message: 'X-Restli-Protocol-Version must be 2.0.0',
    });
  if (!token.scopes.includes('r_organization_admin'))
    return void sendJson(res, 403, {
      status: 403,
      serviceErrorCode: 100,
      code: 'ACCESS_DENIED',
      message: `Not enough permissions to access: ${url.pathname.slice(6)}.GET.${version}`,
    });
  return token;
}

const organizationJson = (o: FakeOrganization) => ({
  id: o.id,
  localizedName: o.localizedName,
  name: { localized: { en_US: o.localizedName }, preferredLocale: { country: 'US', language: 'en' } },
  vanityName: o.vanityName,
  primaryOrganizationType: 'NONE',
  locations: [],
});

export function handleOrganizationAcls(state: FakeState, req: IncomingMessage, url: URL, res: ServerResponse): void {
  const token = admitted(state, req, url, res);
  if (!token) return;
  if (url.searchParams.get('q') !== 'roleAssignee')
    return sendJson(res, 400, { status: 400, message: 'Invalid finder: q must be roleAssignee' });
  const role = url.searchParams.get('role');
  const wanted = url.searchParams.get('state');
  const elements = state.organizations.flatMap((o) =>
    o.roles
      .filter((r) => r.sub === token.member.sub && (!role || r.role === role) && (!wanted || r.state === wanted))
      .map((r) => ({
        roleAssignee: `urn:li:person:${r.sub}`,
        role: r.role,
        state: r.state,
        organization: `urn:li:organization:${o.id}`,
        created: { actor: `urn:li:person:${r.sub}`, time: 1_700_000_000_000 },
        lastModified: { actor: `urn:li:person:${r.sub}`, time: 1_700_000_000_000 },
      })),
  );
  const start = Number(url.searchParams.get('start') ?? 0);
  const count = Number(url.searchParams.get('count') ?? 10);
  sendJson(res, 200, {
    paging: { start, count, links: [], total: elements.length },
    elements: elements.slice(start, start + count),
  });
}

/** GET /rest/organizations?ids=List(…) (batch) or /rest/organizations/{id}. */
export function handleOrganizations(
  state: FakeState,
  req: IncomingMessage,
  url: URL,
  id: string | undefined,
  res: ServerResponse,
): void {
  const token = admitted(state, req, url, res);
  if (!token) return;
  const lookup = (key: string): [number, unknown] => {
    const organization = state.organizations.find((o) => String(o.id) === key);
    if (!organization) return [404, { status: 404, message: `Organization ${key} not found` }];
    if (!administers(organization, token.member.sub))
      return [
        403,
        {
          status: 403,
          message: `Viewer don't have permission to the ADMIN_ONLY VisibilityReduction for urn:li:organization:${key}`,
        },
      ];
    return [200, organizationJson(organization)];
  };
  if (id) {
    const [status, body] = lookup(id);
    return sendJson(res, status, body as Record<string, unknown>);
  }
  // Rest.li 2.0 batch syntax: ids=List(1,2,3), parentheses unencoded.
  const list = /^List\(([\d,]*)\)$/.exec(url.searchParams.get('ids') ?? '');
  if (!list) return sendJson(res, 400, { status: 400, message: 'ids must be List(id,…) (Rest.li 2.0)' });
  const results: Record<string, unknown> = {};
  const statuses: Record<string, number> = {};
  const errors: Record<string, unknown> = {};
  for (const key of list[1]!.split(',').filter(Boolean)) {
    const [status, body] = lookup(key);
    statuses[key] = status;
    if (status === 200) results[key] = body;
    else errors[key] = body;
  }
  sendJson(res, 200, { results, statuses, errors });
}
