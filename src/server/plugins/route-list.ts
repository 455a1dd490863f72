import type { FastifyInstance, RouteOptions } from 'fastify';

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  interface FastifyInstance {
    /** Every route as registered (method, full URL, schema, config), in order; the ownership matrix and fuzzer read it. */
    registeredRoutes: readonly RegisteredRoute[];
  }
}

export type RegisteredRoute = {
  method: string;
  url: string;
  schema: RouteOptions['schema'];
  config: RouteOptions['config'];
};

/**
 * Records every route as it is added. Fastify keeps no list we can walk
 * (`printRoutes` is a text tree), and the security tests must see the routes a
 * newcomer adds without anyone remembering to list them. Call before any route
 * is registered.
 */
export function registerRouteList(app: FastifyInstance): void {
  const routes: RegisteredRoute[] = [];
  app.decorate('registeredRoutes', routes);
  app.addHook('onRoute', (route) => {
    for (const method of Array.isArray(route.method) ? route.method : [route.method]) {
      // HEAD routes mirror their GET (Fastify adds them); the GET stands for both.
      if (method === 'HEAD') continue;
      routes.push({ method, url: route.url, schema: route.schema, config: route.config });
    }
  });
}
