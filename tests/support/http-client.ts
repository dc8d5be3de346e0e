import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from "fastify";

export const TEST_HOST = "app.test";
export const TEST_ORIGIN = `http://${TEST_HOST}`;

type Method = "GET" | "POST" | "PATCH" | "PUT" | "DELETE";

/** A browser-like client for app.inject(): same-origin headers, and it keeps the session cookie. */
export class TestClient {
  sessionToken: string | undefined;

  constructor(private readonly app: FastifyInstance) {}

  async request(
    method: Method,
    url: string,
    body?: unknown,
    extra: InjectOptions["headers"] = {},
  ): Promise<LightMyRequestResponse> {
    const headers: Record<string, string> = { host: TEST_HOST };
    if (method !== "GET") headers.origin = TEST_ORIGIN;
    if (body !== undefined) headers["content-type"] = "application/json";
    if (this.sessionToken) headers.cookie = `sid=${this.sessionToken}`;
    const response = await this.app.inject({
      method,
      url,
      headers: { ...headers, ...(extra as Record<string, string>) },
      ...(body !== undefined ? { payload: JSON.stringify(body) } : {}),
    });
    const sid = response.cookies.find((c) => c.name === "sid");
    if (sid) this.sessionToken = sid.value === "" || sid.maxAge === 0 ? undefined : sid.value;
    return response;
  }

  get(url: string, extra?: InjectOptions["headers"]) {
    return this.request("GET", url, undefined, extra);
  }

  post(url: string, body?: unknown, extra?: InjectOptions["headers"]) {
    return this.request("POST", url, body, extra);
  }
}
