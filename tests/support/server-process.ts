import { type ChildProcess, spawn } from "node:child_process";
import net from "node:net";
import path from "node:path";

export type ServerProcess = {
  baseUrl: string;
  child: ChildProcess;
  /** Everything the process wrote (standard output and error). */
  output: string[];
  /** Resolves with the exit code or signal once the process has ended. */
  exited: Promise<string>;
};

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = (probe.address() as net.AddressInfo) ?? { port: 0 };
      probe.close(() => resolve(port));
    });
  });
}

/**
 * The server as it runs in production: its own Node process started from src/server/main.ts (or
 * from the Node arguments given, e.g. a built bundle), on loopback, configured only through its
 * environment. Resolves once /healthz answers.
 */
export async function startServerProcess(
  env: Record<string, string>,
  options: { port?: number; timeoutMs?: number; args?: string[]; cwd?: string } = {},
): Promise<ServerProcess> {
  const port = options.port ?? (await freePort());
  const args = options.args ?? ["--import", "tsx", path.resolve("src/server/main.ts")];
  const child = spawn(process.execPath, args, {
    cwd: options.cwd,
    env: {
      PATH: process.env.PATH ?? "",
      HOME: process.env.HOME ?? "/tmp",
      NODE_ENV: "test",
      LOG_LEVEL: "warn",
      HOST: "127.0.0.1",
      PORT: String(port),
      CLIENT_DIST_DIR: path.resolve("test-artifacts/no-client"),
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const output: string[] = [];
  child.stdout?.on("data", (chunk: Buffer) => output.push(String(chunk)));
  child.stderr?.on("data", (chunk: Buffer) => output.push(String(chunk)));
  const exited = new Promise<string>((resolve) =>
    child.once("exit", (code, signal) => resolve(signal ?? String(code))),
  );
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + (options.timeoutMs ?? 90_000);
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`server exited before it was ready:\n${output.join("")}`);
    }
    try {
      const res = await fetch(`${baseUrl}/healthz`);
      if (res.ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`server not ready in time:\n${output.join("")}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return { baseUrl, child, output, exited };
}

/** A browser-like client of one server process: a cookie jar, same-origin writes. */
export class ProcessClient {
  cookie: string | undefined;
  constructor(public baseUrl: string) {}

  /** The same signed-in person, talking to another instance. */
  on(baseUrl: string): ProcessClient {
    const other = new ProcessClient(baseUrl);
    other.cookie = this.cookie;
    return other;
  }

  async request(method: string, url: string, body?: unknown, headers: Record<string, string> = {}) {
    const res = await fetch(`${this.baseUrl}${url}`, {
      method,
      headers: {
        ...(method !== "GET" ? { origin: this.baseUrl } : {}),
        ...(body !== undefined ? { "content-type": "application/json" } : {}),
        ...(this.cookie ? { cookie: this.cookie } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const setCookie = res.headers.get("set-cookie");
    const sid = setCookie ? /sid=([^;]*)/.exec(setCookie)?.[1] : undefined;
    if (sid !== undefined) this.cookie = sid ? `sid=${sid}` : undefined;
    return res;
  }

  get(url: string) {
    return this.request("GET", url);
  }

  post(url: string, body?: unknown, headers?: Record<string, string>) {
    return this.request("POST", url, body, headers);
  }
}
