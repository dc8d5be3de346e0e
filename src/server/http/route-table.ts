/**
 * Every route the app registers, with its method and address, so a test can hold the whole
 * table against the guards: a route added without one fails the build.
 */
import type { FastifyInstance } from "fastify";

/** `guarded`: the route declares its own onRequest guard (requireUser, requireRole ...). */
export type RouteEntry = { method: string; url: string; guarded: boolean };

const tables = new WeakMap<FastifyInstance, RouteEntry[]>();

/** Starts recording; call before any route is registered. */
export function recordRoutes(app: FastifyInstance): void {
  const table: RouteEntry[] = [];
  tables.set(app, table);
  app.addHook("onRoute", (route) => {
    for (const method of [route.method].flat()) {
      if (method !== "HEAD") table.push({ method, url: route.url, guarded: [route.onRequest ?? []].flat().length > 0 });
    }
  });
}

export function routeTable(app: FastifyInstance): RouteEntry[] {
  return [...(tables.get(app) ?? [])];
}
