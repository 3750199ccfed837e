import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

/**
 * A real SMTP server on 127.0.0.1 that keeps what it receives (and whether it came over TLS), and can refuse for a
 * while. It offers STARTTLS with `certificate`; without one it is a plaintext relay.
 */
export async function startMailServer(certificate?: { key: string; cert: string }) {
  const received: Array<{ from: string; to: string[]; data: string; secure: boolean }> = [];
  const state = { refusing: false };
  const server = new SMTPServer({
    authOptional: true,
    ...(certificate ? { key: certificate.key, cert: certificate.cert } : { disabledCommands: ["STARTTLS"] }),
    logger: false,
    onData(stream, session, callback) {
      let data = "";
      stream.on("data", (chunk: Buffer) => {
        data += chunk.toString("utf8");
      });
      stream.on("end", () => {
        if (state.refusing) return callback(Object.assign(new Error("Try again later"), { responseCode: 451 }));
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          data,
          secure: session.secure,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return { received, state, port, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

export type MailServer = Awaited<ReturnType<typeof startMailServer>>;
