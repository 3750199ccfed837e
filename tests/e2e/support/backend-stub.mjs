// Small real servers standing in for what lies outside the site during the browser tests:
// - the clinic's backend (HTTP): it answers every GET /account/infinity/… with 200 JSON, or with the status a test
//   set for that name (GET /__refuse?name=…&status=422: a refusal for good), and remembers each call's raw request
//   target, exactly as it arrived; GET /__received lists them, GET /__health says it is up;
// - the clinic's mail server (SMTP, on SMTP_PORT): it offers STARTTLS with the certificate of SMTP_TLS_KEY and
//   SMTP_TLS_CERT (PEM files), as the site requires it, and keeps every message and whether it came encrypted;
//   GET /__mail lists them.
import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import { SMTPServer } from "smtp-server";

const port = Number(process.env.BACKEND_PORT ?? 4318);
const received = [];
const mail = [];
/** Names (decoded) the backend refuses, and with which status. */
const refusals = new Map();

const smtp = new SMTPServer({
  authOptional: true,
  key: readFileSync(process.env.SMTP_TLS_KEY ?? ""),
  cert: readFileSync(process.env.SMTP_TLS_CERT ?? ""),
  logger: false,
  onData(stream, session, callback) {
    let data = "";
    stream.on("data", (chunk) => {
      data += chunk.toString("utf8");
    });
    stream.on("end", () => {
      mail.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), data, secure: session.secure });
      callback();
    });
  },
});
smtp.listen(Number(process.env.SMTP_PORT ?? 4319), "127.0.0.1");

/** The name segment of a forwarding call's target, decoded; undefined when it is not one. */
function nameOf(target) {
  const match = /^\/account\/infinity\/([^/]*)\//.exec(target);
  try {
    return match ? decodeURIComponent(match[1]) : undefined;
  } catch {
    return undefined;
  }
}

createServer((req, res) => {
  const url = req.url ?? "";
  if (url === "/__health") return res.writeHead(200).end("ok");
  if (url === "/__mail") {
    res.writeHead(200, { "content-type": "application/json" });
    return res.end(JSON.stringify(mail));
  }
  if (url === "/__received") {
    res.writeHead(200, { "content-type": "application/json" });
    return res.end(JSON.stringify(received));
  }
  if (url.startsWith("/__refuse?")) {
    const query = new URL(url, "http://stub").searchParams;
    refusals.set(query.get("name"), Number(query.get("status") ?? 422));
    return res.writeHead(204).end();
  }
  received.push({ method: req.method, url, accept: req.headers.accept ?? null });
  const status = refusals.get(nameOf(url)) ?? 200;
  res
    .writeHead(status, { "content-type": "application/json" })
    .end(status === 200 ? '{"ok":true}' : '{"error":"refused"}');
}).listen(port, "127.0.0.1");
