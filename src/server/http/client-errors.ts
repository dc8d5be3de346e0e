import type { Socket } from "node:net";
import { malay } from "../core/messages.js";

const ANSWERS: Record<string, { status: number; reason: string; code: string }> = {
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, reason: "Request Timeout", code: "REQUEST_TIMEOUT" },
  HPE_HEADER_OVERFLOW: { status: 431, reason: "Request Header Fields Too Large", code: "HEADERS_TOO_LARGE" },
};
const MALFORMED = { status: 400, reason: "Bad Request", code: "BAD_REQUEST" };

/**
 * Requests Node's parser refuses before any route sees them (headers too large, a malformed
 * request line, a timeout) answer in the product's shape and language, like every other error.
 */
export function answerClientError(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === "ECONNRESET" || socket.destroyed) return;
  const { status, reason, code } = ANSWERS[error.code ?? ""] ?? MALFORMED;
  const body = JSON.stringify({ message: malay(`errors.${code}`), code });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
