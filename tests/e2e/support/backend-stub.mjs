// Small real servers standing in for what lies outside the site during the browser tests:
// - the clinic's backend (HTTP): it answers every GET /account/infinity/… with 200 JSON and remembers the raw
//   request line; GET /__received lists them, GET /__health says it is up;
// - the clinic's mail server (SMTP, on SMTP_PORT): it keeps every message; GET /__mail lists them.
import { createServer } from "node:http";
import { SMTPServer } from "smtp-server";

const port = Number(process.env.BACKEND_PORT ?? 4318);
const received = [];
const mail = [];

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS"],
  logger: false,
  onData(stream, session, callback) {
    let data = "";
    stream.on("data", (chunk) => {
      data += chunk.toString("utf8");
    });
    stream.on("end", () => {
      mail.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), data });
      callback();
    });
  },
});
smtp.listen(Number(process.env.SMTP_PORT ?? 4319), "127.0.0.1");

createServer((req, res) => {
  if (req.url === "/__health") return res.writeHead(200).end("ok");
  if (req.url === "/__mail") {
    res.writeHead(200, { "content-type": "application/json" });
    return res.end(JSON.stringify(mail));
  }
  if (req.url === "/__received") {
    res.writeHead(200, { "content-type": "application/json" });
    return res.end(JSON.stringify(received));
  }
  received.push({ method: req.method, url: req.url, accept: req.headers.accept ?? null });
  res.writeHead(200, { "content-type": "application/json" }).end('{"ok":true}');
}).listen(port, "127.0.0.1");
