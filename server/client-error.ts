import { randomUUID } from "node:crypto";
import { STATUS_CODES } from "node:http";
import type { Duplex } from "node:stream";
import { log } from "~/log.server";
import { hstsValue, permissionsPolicy } from "./security";

/** The parser's complaint, as the status a client is told. */
function statusOf(code: string | undefined): number {
  if (code === "HPE_HEADER_OVERFLOW") return 431;
  if (code === "ERR_HTTP_REQUEST_TIMEOUT" || code === "ERR_HTTP_HEADERS_TIMEOUT") return 408;
  return 400;
}

/**
 * A request Node's HTTP parser cannot read (a broken request line or header, headers over the limit, a
 * request too slow to arrive) never reaches Express: Node would answer it with a bare status line. This
 * answers in its place with what every answer of the site carries: the security headers (a policy that
 * allows nothing, the answer has no body) and a request id, which the log line names with the parser's code.
 */
export function answerClientError({ development }: { development: boolean }) {
  const headers = [
    "Content-Security-Policy: default-src 'none'; frame-ancestors 'none'",
    `Permissions-Policy: ${permissionsPolicy}`,
    ...(development ? [] : [`Strict-Transport-Security: ${hstsValue}`]),
    "X-Content-Type-Options: nosniff",
    "Referrer-Policy: strict-origin-when-cross-origin",
    "Cross-Origin-Opener-Policy: same-origin",
    "Cross-Origin-Resource-Policy: same-origin",
    "Cache-Control: no-store",
    // Whatever address it was for (a staff page too), an answer without a page is nothing to index.
    "X-Robots-Tag: noindex",
  ];
  return (error: Error & { code?: string }, socket: Duplex) => {
    // Nothing to answer on a connection that is gone, or on one whose answer has already started.
    if (error.code === "ECONNRESET" || !socket.writable) return void socket.destroy();
    const status = statusOf(error.code);
    const requestId = randomUUID();
    log.warn("unreadable request", { requestId, status, code: error.code ?? "unknown" });
    const head = [`HTTP/1.1 ${status} ${STATUS_CODES[status]}`, ...headers, `X-Request-Id: ${requestId}`];
    socket.end(`${head.join("\r\n")}\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`);
  };
}
