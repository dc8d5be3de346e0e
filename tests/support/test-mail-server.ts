import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export type ReceivedMail = { to: string[]; subject: string; text: string };

function decodeQuotedPrintable(body: string): string {
  const bytes = body
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, "latin1").toString("utf8");
}

/** A plain message as nodemailer writes it: headers, a blank line, a text body. */
function parse(raw: string, to: string[]): ReceivedMail {
  const split = raw.indexOf("\r\n\r\n");
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, " ");
  const body = raw.slice(split + 4);
  const header = (name: string) => new RegExp(`^${name}:\\s*(.*)$`, "im").exec(head)?.[1]?.trim() ?? "";
  const encoding = header("Content-Transfer-Encoding").toLowerCase();
  const text =
    encoding === "quoted-printable"
      ? decodeQuotedPrintable(body)
      : encoding === "base64"
        ? Buffer.from(body, "base64").toString("utf8")
        : body;
  return { to, subject: header("Subject"), text: text.replace(/\r\n/g, "\n").trimEnd() };
}

/**
 * A local SMTP server for tests: the application's real mail client (nodemailer) delivers to it
 * over TCP, as it would to a provider. No TLS, no authentication.
 */
export async function startTestMailServer(): Promise<{
  url: string;
  received: ReceivedMail[];
  /** Waits until `count` emails to `address` have arrived, and returns them. */
  waitFor(address: string, count?: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  close(): Promise<void>;
}> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["AUTH", "STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        received.push(
          parse(
            Buffer.concat(chunks).toString("latin1"),
            session.envelope.rcptTo.map((r) => r.address),
          ),
        );
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    async waitFor(address, count = 1, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      const to = () => received.filter((m) => m.to.includes(address));
      while (to().length < count) {
        if (Date.now() > deadline) throw new Error(`expected ${count} emails to ${address}, received ${to().length}`);
        await new Promise((r) => setTimeout(r, 20));
      }
      return to();
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
