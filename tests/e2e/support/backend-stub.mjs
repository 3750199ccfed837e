// A small real HTTP server standing in for the clinic's backend during the browser tests.
// It answers every GET /account/infinity/… with 200 JSON and remembers the raw request line;
// GET /__received lists them, GET /__health says it is up.
import { createServer } from "node:http";

const port = Number(process.env.BACKEND_PORT ?? 4318);
const received = [];

createServer((req, res) => {
  if (req.url === "/__health") return res.writeHead(200).end("ok");
  if (req.url === "/__received") {
    res.writeHead(200, { "content-type": "application/json" });
    return res.end(JSON.stringify(received));
  }
  received.push({ method: req.method, url: req.url, accept: req.headers.accept ?? null });
  res.writeHead(200, { "content-type": "application/json" }).end('{"ok":true}');
}).listen(port, "127.0.0.1");
