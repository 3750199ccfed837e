import { generate } from "selfsigned";

/**
 * A self-signed certificate for 127.0.0.1 (and localhost), made at test time for the tests' own TLS servers (the
 * SMTP stand-ins' STARTTLS). A client trusts it by naming it as its certificate authority (`ca`, or the file in
 * `NODE_EXTRA_CA_CERTS` for a whole process); nothing else does.
 */
export async function localCertificate(): Promise<{ key: string; cert: string }> {
  const pems = await generate([{ name: "commonName", value: "localhost" }], {
    keyType: "ec",
    algorithm: "sha256",
    notAfterDate: new Date(Date.now() + 7 * 24 * 60 * 60 * 1000),
    extensions: [
      { name: "basicConstraints", cA: false },
      { name: "keyUsage", digitalSignature: true },
      { name: "extKeyUsage", serverAuth: true },
      {
        name: "subjectAltName",
        altNames: [
          { type: 7, ip: "127.0.0.1" },
          { type: 2, value: "localhost" },
        ],
      },
    ],
  });
  return { key: pems.private, cert: pems.cert };
}
