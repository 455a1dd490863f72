import type { InjectOptions } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import type { RegisteredRoute } from '../plugins/route-list';
import { signIn } from '../test/auth-helpers';
import { createBrandVoice, createMedia, createPost, createUser } from '../test/factories';
import {
  OWNED_ROUTES,
  PUBLIC_ROUTES,
  ROUTE_SAMPLES,
  fillPath,
  routeKey,
  type SampleIds,
} from '../test/route-catalogue';
import { createContractChecker, type OpenApiDocument } from '../test/openapi-contract';
import { HOSTILE_IDS, RAW_BODIES, hostileQueries, propertiesOf, seededRandom, wrongValues } from '../test/route-fuzz';
import {
  createStripeTestApp,
  customer,
  startCheckout,
  type Customer,
  type StripeTestApp,
} from '../test/stripe-test-app';
import { snapshotUserRows } from '../test/user-rows';

// Issue #15: a schema-driven fuzzer over every registered route. Seeded (the
// same cases in the same order on every run) and bounded in time: it runs
// the cases round-robin across routes until the budget is spent, so every
// route gets its first cases even on a slow machine. Issue #24: every answer
// is checked against the app's own OpenAPI document (status, content type,
// JSON body), asked as a signed-out visitor, a user and an admin in turn.
const SEED = 0x15_2026;
const BUDGET_MS = 6_000;

type Case = { route: RegisteredRoute; label: string; request: (ids: SampleIds) => InjectOptions };
type Who = 'visitor' | 'user' | 'admin';

/** The caller of a route's n-th case: mostly the one it is for, and within every four cases each of the three. */
function callerOf(route: RegisteredRoute, round: number): Who {
  const natural: Who =
    routeKey(route) in PUBLIC_ROUTES ? 'visitor' : route.url.startsWith('/api/admin/') ? 'admin' : 'user';
  const [first, second] = (['visitor', 'user', 'admin'] as const).filter((who) => who !== natural);
  return [natural, first, natural, second][round % 4]!;
}

let address = 0;
const nextAddress = () => `10.98.${Math.floor(++address / 250) % 250}.${address % 250}`;

function casesFor(route: RegisteredRoute, random: ReturnType<typeof seededRandom>): Case[] {
  const key = routeKey(route);
  const method = route.method as InjectOptions['method'];
  const kind = OWNED_ROUTES[key];
  const schema = (route.schema ?? {}) as Record<string, unknown>;
  const sampleOf = (ids: SampleIds) => ROUTE_SAMPLES[key]?.(ids) ?? {};
  const urlOf = (ids: SampleIds, query?: string) => {
    const sampleQuery = sampleOf(ids).query;
    const search = query ?? (sampleQuery ? new URLSearchParams(sampleQuery).toString() : '');
    return fillPath(route.url, ids, kind) + (search ? `?${search}` : '');
  };
  const cases: Case[] = [];

  const bodyProperties = propertiesOf(schema.body);
  const base = (ids: SampleIds) => (sampleOf(ids).body ?? {}) as Record<string, unknown>;
  for (const [name, type] of Object.entries(bodyProperties)) {
    wrongValues(type).forEach((value, index) => {
      cases.push({
        route,
        label: `body.${name} #${index}`,
        request: (ids) => ({
          method,
          url: urlOf(ids),
          payload: { ...base(ids), [name]: value } as InjectOptions['payload'],
        }),
      });
    });
  }
  if (method !== 'GET' && method !== 'HEAD') {
    RAW_BODIES.forEach(({ payload, contentType }, index) => {
      cases.push({
        route,
        label: `raw body #${index}`,
        request: (ids) => ({ method, url: urlOf(ids), payload, headers: { 'content-type': contentType } }),
      });
    });
  }
  if (route.url.includes('/:')) {
    for (const id of HOSTILE_IDS) {
      cases.push({
        route,
        label: `path ${id.slice(0, 40)}`,
        request: (ids) => {
          const url = route.url.replace(/:(\w+)/g, id);
          const sample = sampleOf(ids);
          return {
            method,
            url,
            ...(sample.body !== undefined ? { payload: sample.body as InjectOptions['payload'] } : {}),
          };
        },
      });
    }
  }
  if (method === 'GET') {
    for (const query of hostileQueries(propertiesOf(schema.querystring), random)) {
      cases.push({
        route,
        label: `query ${query.slice(0, 40)}`,
        request: (ids) => ({ method, url: urlOf(ids, query) }),
      });
    }
  }
  return random.shuffle(cases);
}

describe('route fuzzer (schema-driven, seeded, time-bounded)', () => {
  let t: StripeTestApp;
  beforeAll(async () => {
    t = await createStripeTestApp();
  });
  afterAll(() => t.close());

  it(
    "answers every hostile request below 500, as the OpenAPI document says, and changes no other user's rows",
    async () => {
      const random = seededRandom(SEED);
      const routes = t.app.registeredRoutes.filter((route) => route.url.startsWith('/api/'));

      // Carol is the bystander: nothing anyone sends may touch her rows.
      const carol: Customer = await customer(t, { credits: 40 });
      await createBrandVoice(t.db, carol.user.id, { isDefault: true });
      await createPost(t.db, carol.user.id);
      await startCheckout(carol, { packKey: 'small' });
      const carolBefore = await snapshotUserRows(t.db, carol.user.id);

      // Mallory sends everything, on her own objects (so the handlers run past the ownership check).
      const newMallory = async () => {
        const who: Customer = await customer(t, { credits: 100_000 });
        const objects: SampleIds = {
          brandVoice: (await createBrandVoice(t.db, who.user.id, { isDefault: true })).id,
          post: (await createPost(t.db, who.user.id)).id,
          checkoutSession: await startCheckout(who, { packKey: 'small' }),
          media: (await createMedia(t.db, who.user.id)).id,
          anyId: crypto.randomUUID(),
        };
        const [credentials] = await t.db
          .select({ email: users.email, password: users.password })
          .from(users)
          .where(eq(users.id, who.user.id));
        return { who, ids: objects, credentials: credentials! };
      };
      let mallory = await newMallory();
      let ids = mallory.ids;
      /**
       * A hostile-but-valid body may end her session: a changed password or
       * e-mail (put back here), or her account deleted (a new Mallory then
       * carries on, with objects of her own).
       */
      const signInAgain = async (): Promise<string> => {
        await t.db.update(users).set(mallory.credentials).where(eq(users.id, mallory.who.user.id));
        try {
          return (await signIn(t.app, mallory.who.user.email, undefined, nextAddress())).cookie;
        } catch {
          mallory = await newMallory();
          ids = mallory.ids;
          return mallory.who.headers.cookie;
        }
      };
      // The administrator may lose his session the same ways (and delete his own account): he is put back, or replaced.
      let admin = await createUser(t.db, { role: 'admin' });
      const adminCredentials = { email: admin.email, password: admin.password };
      const adminAgain = async (): Promise<string> => {
        await t.db.update(users).set(adminCredentials).where(eq(users.id, admin.id));
        try {
          return (await signIn(t.app, admin.email, undefined, nextAddress())).cookie;
        } catch {
          admin = await createUser(t.db, { role: 'admin' });
          Object.assign(adminCredentials, { email: admin.email, password: admin.password });
          return (await signIn(t.app, admin.email, undefined, nextAddress())).cookie;
        }
      };
      const sessions = {
        user: mallory.who.headers.cookie,
        admin: (await signIn(t.app, admin.email, undefined, nextAddress())).cookie,
      };
      const contract = createContractChecker(
        (await t.app.inject({ url: '/api/openapi.json' })).json<OpenApiDocument>(),
      );
      const contractFailures = new Map<string, string>();

      const queues = routes.map((route) => casesFor(route, random));
      const failures: string[] = [];
      const perRoute = new Map<string, number>();
      let sent = 0;
      const minimumSent = routes.length * 3;
      const started = Date.now();
      outer: for (let round = 0; ; round++) {
        let any = false;
        for (const queue of queues) {
          const next = queue[round];
          if (!next) continue;
          any = true;
          // The budget ends the run once every route has had its share: a loaded machine sends fewer per second,
          // but never fewer than the minimum below (the test's own timeout still bounds it).
          if (Date.now() - started > BUDGET_MS && sent > minimumSent) break outer;
          const key = routeKey(next.route);
          const who = callerOf(next.route, round);
          const options = next.request(ids);
          const headers = {
            ...(options.headers as Record<string, string> | undefined),
            ...(who !== 'visitor' ? { cookie: sessions[who] } : {}),
          };
          try {
            const response = await t.app.inject({ ...options, headers, remoteAddress: nextAddress() });
            sent++;
            perRoute.set(key, (perRoute.get(key) ?? 0) + 1);
            if (response.statusCode >= 500)
              failures.push(`${key} ${next.label} → ${response.statusCode} ${response.body.slice(0, 200)}`);
            const breach = contract.documents(next.route) ? contract.problem(next.route, response) : undefined;
            // One line per route and kind of breach (the first case that showed it), so a report stays readable.
            if (breach && !contractFailures.has(`${key} ${breach}`))
              contractFailures.set(`${key} ${breach}`, `${key} as ${who}, ${next.label}: ${breach}`);
            if (
              who !== 'visitor' &&
              response.statusCode === 401 &&
              response.json().message === 'Please sign in to continue'
            ) {
              if (who === 'user') sessions.user = await signInAgain();
              else sessions.admin = await adminAgain();
            }
          } catch (error) {
            failures.push(`${key} ${next.label} → threw ${(error as Error).message}`);
          }
        }
        if (!any) break;
      }

      // Server errors, and answers the OpenAPI document does not list, reported together.
      expect({ failures, contract: [...contractFailures.values()] }).toEqual({ failures: [], contract: [] });
      // Every route was reached, and the budget bought a meaningful number of cases.
      expect(routes.filter((route) => !perRoute.has(routeKey(route))).map(routeKey)).toEqual([]);
      expect(sent).toBeGreaterThan(minimumSent);
      expect(await snapshotUserRows(t.db, carol.user.id)).toEqual(carolBefore);
      console.info(
        `route fuzzer: ${sent} requests over ${routes.length} routes in ${Date.now() - started} ms (seed ${SEED})`,
      );
    },
    BUDGET_MS + 60_000,
  );
});
