import type { Transporter } from "nodemailer";
import type { Config } from "../config.js";

export type Attachment = { filename: string; content: Buffer; contentType: string };
export type Mail = { to: string; subject: string; text: string; attachments?: Attachment[] };

/** Sends one email; an SMTP server when configured, otherwise the log. */
export type Mailer = { send(mail: Mail): Promise<void>; close(): void };

export type MailLog = { warn(details: object, message: string): void; error(details: object, message: string): void };

/**
 * Without SMTP_URL an email is written to the log whole (recipient, subject and text), so a
 * single-machine installation still delivers sign-in links to whoever reads the log.
 */
export function createMailer(mail: Config["mail"], log: MailLog): Mailer {
  if (!mail.smtpUrl) {
    return {
      async send(message) {
        const { attachments, ...email } = message;
        const attached = attachments?.map((a) => ({ filename: a.filename, bytes: a.content.byteLength }));
        // At the warning level: the start-up warning sends operators here for sign-in links, and
        // LOG_LEVEL=warn must not hide them.
        log.warn(
          { email: attached ? { ...email, attachments: attached } : email },
          "Email (no SMTP server configured)",
        );
      },
      close() {},
    };
  }
  const smtpUrl = mail.smtpUrl;
  // The SMTP client is loaded with the first email, not at start.
  let transport: Promise<Transporter> | null = null;
  const connect = () => {
    transport ??= import("nodemailer").then(
      ({ default: nodemailer }) => nodemailer.createTransport(smtpUrl),
      (error: unknown) => {
        transport = null;
        throw error;
      },
    );
    return transport;
  };
  return {
    async send(message) {
      await (await connect()).sendMail({
        from: mail.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        attachments: message.attachments,
      });
    },
    close() {
      void transport?.then((t) => t.close());
    },
  };
}

/** Sends after the answer has gone: a slow or failing mail server never delays or fails a request. */
export function sendInBackground(mailer: Mailer, mail: Mail, log: Pick<MailLog, "error">): void {
  mailer.send(mail).catch((error: unknown) => {
    const { name, message } = error instanceof Error ? error : { name: "Error", message: String(error) };
    log.error({ err: { type: name, message } }, "Email not sent");
  });
}
