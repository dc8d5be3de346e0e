import pg from "pg";

/** PostgreSQL's LISTEN/NOTIFY: messages between the instances that share one database. */
export interface Notifications {
  /** Sends `payload` to every listener of `channel` (delivered once the sending transaction commits). */
  notify(channel: string, payload: string): Promise<void>;
  /** Calls `onPayload` for each message on `channel`; settles once this instance listens. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<void>;
  close(): Promise<void>;
}

/** After a lost listening connection, the next attempt waits this long. */
const RECONNECT_MS = 1_000;

/**
 * Notifications through a connection of their own (LISTEN holds its session), opened at the first
 * `listen`. A lost connection is opened again and listens again; messages sent meanwhile are lost,
 * so listeners must not depend on every one arriving.
 */
export function postgresNotifications(connectionString: string, pool: pg.Pool): Notifications {
  const handlers = new Map<string, Set<(payload: string) => void>>();
  let connection: Promise<pg.Client> | null = null;
  let closed = false;

  const connect = (): Promise<pg.Client> => {
    const client = new pg.Client({ connectionString });
    const lost = () => {
      if (connection === opened) connection = null;
      client.end().catch(() => {});
      if (!closed && handlers.size > 0) setTimeout(() => void reconnect(), RECONNECT_MS).unref();
    };
    client.on("error", lost);
    client.on("end", lost);
    client.on("notification", (message) => {
      for (const handler of handlers.get(message.channel) ?? []) handler(message.payload ?? "");
    });
    const opened = (async () => {
      await client.connect();
      for (const channel of handlers.keys()) await client.query(`LISTEN ${client.escapeIdentifier(channel)}`);
      return client;
    })();
    opened.catch(lost);
    return opened;
  };
  const reconnect = async () => {
    if (closed || connection) return;
    connection = connect();
    await connection.catch(() => {});
  };

  return {
    async notify(channel, payload) {
      await pool.query("SELECT pg_notify($1, $2)", [channel, payload]);
    },
    async listen(channel, onPayload) {
      const known = handlers.get(channel);
      if (known) {
        known.add(onPayload);
        await connection;
        return;
      }
      handlers.set(channel, new Set([onPayload]));
      if (!connection) {
        connection = connect();
        await connection;
        return;
      }
      const client = await connection;
      await client.query(`LISTEN ${client.escapeIdentifier(channel)}`);
    },
    async close() {
      closed = true;
      const current = connection;
      connection = null;
      if (current) await (await current.catch(() => null))?.end().catch(() => {});
    },
  };
}
