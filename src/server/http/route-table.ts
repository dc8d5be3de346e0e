/**
 * Every route the app registers, with its method and address, so a test can hold the whole
 * table against the guards: a route added without one fails the build.
 */
import type { FastifyInstance } from "fastify";
import { type GuardName, guardNameOf } from "./auth.js";

/**
 * `guarded`: the route declares at least one onRequest hook; `guards`: which of the named guards
 * (requireUser, requireAgent, requireSuperAdmin) those hooks are.
 */
export type RouteEntry = { method: string; url: string; guarded: boolean; guards: GuardName[] };

const tables = new WeakMap<FastifyInstance, RouteEntry[]>();

/** Starts recording; call before any route is registered. */
export function recordRoutes(app: FastifyInstance): void {
  const table: RouteEntry[] = [];
  tables.set(app, table);
  app.addHook("onRoute", (route) => {
    for (const method of [route.method].flat()) {
      if (method === "HEAD") continue;
      const hooks: unknown[] = [route.onRequest ?? []].flat();
      const guards = hooks.map(guardNameOf).filter((name) => name !== undefined);
      table.push({ method, url: route.url, guarded: hooks.length > 0, guards });
    }
  });
}

export function routeTable(app: FastifyInstance): RouteEntry[] {
  return [...(tables.get(app) ?? [])];
}
