import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export type ReceivedAttachment = { filename: string; contentType: string; content: Buffer };
export type ReceivedMail = { to: string[]; subject: string; text: string; attachments: ReceivedAttachment[] };

function decodeQuotedPrintable(body: string): string {
  const bytes = body
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, "latin1").toString("utf8");
}

type Part = { header(name: string): string; body: string };

function splitPart(raw: string): Part {
  const split = raw.indexOf("\r\n\r\n");
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, " ");
  const body = raw.slice(split + 4);
  return { header: (name) => new RegExp(`^${name}:\\s*(.*)$`, "im").exec(head)?.[1]?.trim() ?? "", body };
}

function decodeText(part: Part): string {
  const encoding = part.header("Content-Transfer-Encoding").toLowerCase();
  const text =
    encoding === "quoted-printable"
      ? decodeQuotedPrintable(part.body)
      : encoding === "base64"
        ? Buffer.from(part.body, "base64").toString("utf8")
        : part.body;
  return text.replace(/\r\n/g, "\n").trimEnd();
}

/** An attachment's file name, from its Content-Type's name parameter. */
const fileNameOf = (part: Part) => /;\s*name="?([^";]+)"?/i.exec(part.header("Content-Type"))?.[1];

/**
 * A message as nodemailer writes it: headers, a blank line, a text body; or a multipart message
 * whose text/plain part is the text and whose named parts are attachments.
 */
function parse(raw: string, to: string[]): ReceivedMail {
  const message = splitPart(raw);
  const type = message.header("Content-Type");
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (!type.toLowerCase().startsWith("multipart/") || !boundary) {
    return { to, subject: message.header("Subject"), text: decodeText(message), attachments: [] };
  }
  const parts = message.body
    .split(`--${boundary}`)
    .slice(1)
    .filter((chunk) => !chunk.startsWith("--"))
    .map((chunk) => splitPart(chunk.replace(/^\r\n/, "")));
  const text = parts.find((p) => p.header("Content-Type").toLowerCase().startsWith("text/plain"));
  const attachments = parts.flatMap((p) => {
    const filename = fileNameOf(p);
    if (!filename) return [];
    const contentType = p.header("Content-Type").split(";")[0]?.trim() ?? "";
    return [{ filename, contentType, content: Buffer.from(p.body.replace(/\s+/g, ""), "base64") }];
  });
  return { to, subject: message.header("Subject"), text: text ? decodeText(text) : "", attachments };
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
