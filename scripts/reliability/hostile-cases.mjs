// What a bot or a broken client may send, as fast-check arbitraries: used by `npm run reliability:hostile`
// and, a few hundred of them, by tests/e2e/hostile.test.ts.
import fc from "fast-check";

const text = fc.oneof(
  fc.string({ maxLength: 80 }),
  fc.string({ unit: "binary", maxLength: 80 }),
  fc.string({ unit: "grapheme", maxLength: 40 }),
  fc.constantFrom(
    "__proto__",
    "constructor",
    "prototype",
    "toString",
    "",
    "on",
    "\u0000",
    "%00",
    "<script>",
    "a".repeat(5000),
  ),
);
const fieldName = fc.oneof(
  fc.constantFrom("name", "email", "phone", "country", "acceptTerms", "acceptPolicy", "website", "idempotencyKey"),
  text,
);
/** Fields, repeated or not, with any names and values. */
const pairs = fc.array(fc.tuple(fieldName, text), { maxLength: 14 });
// A lone surrogate (a binary string, or a pair cut by a slice) cannot be percent-encoded: a browser sends U+FFFD
// for it, and so does this.
const encode = (value) => encodeURIComponent(value.toWellFormed());
const urlencoded = (list) => list.map(([k, v]) => `${encode(k)}=${encode(v)}`).join("&");
const multipart = (list, boundary) =>
  `${list
    .map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
    .join("")}--${boundary}--\r\n`;

/** A request that passes the checks, with anything added: control characters, extra and repeated fields. */
const almostValid = fc
  .tuple(text, text, pairs, fc.uuid())
  .map(([nameTail, phoneTail, extra, key]) => [
    ["idempotencyKey", key],
    ["name", `Ana ${nameTail}`.slice(0, 100)],
    ["email", "ana.hostile@example.com"],
    ["phone", `+55 11 9${phoneTail}`.slice(0, 30)],
    ["country", "BR"],
    ["acceptTerms", "on"],
    ["acceptPolicy", "on"],
    ...extra.filter(([name]) => name !== "website"),
  ]);

/** A post body with its content type: forms, broken forms, other formats, nothing. */
export const postBody = fc.oneof(
  almostValid.map((list) => ({ type: "application/x-www-form-urlencoded", data: urlencoded(list) })),
  almostValid.map((list) => ({ type: "multipart/form-data; boundary=xYz", data: multipart(list, "xYz") })),
  pairs.map((list) => ({ type: "application/x-www-form-urlencoded", data: urlencoded(list) })),
  pairs.map((list) => ({
    type: "application/x-www-form-urlencoded; charset=latin1",
    data: urlencoded(list).replaceAll("%", "%%"),
  })),
  pairs.map((list) => ({ type: "multipart/form-data; boundary=xYz", data: multipart(list, "xYz") })),
  pairs.map((list) => ({ type: "multipart/form-data; boundary=xYz", data: multipart(list, "xYz").slice(0, -9) })),
  pairs.map((list) => ({ type: "multipart/form-data", data: multipart(list, "nope") })),
  pairs.map((list) => ({ type: "application/json", data: JSON.stringify(Object.fromEntries(list)) })),
  fc.string({ unit: "binary", maxLength: 400 }).map((data) => ({ type: "text/plain; charset=utf-8", data })),
  fc.string({ maxLength: 400 }).map((data) => ({ type: "", data })),
  fc.string({ maxLength: 60 }).map((type) => ({ type, data: "name=x" })),
);

/** Addresses that take the contact form's post (the home page under any name) and others. */
export const postTarget = fc.oneof(
  fc.constantFrom(
    "/?index",
    "/pt?index",
    "/es?index",
    "/fr/?index",
    "/it?index",
    "/",
    "/pt",
    "/about-us",
    "/api/web-vitals",
  ),
  fc.stringMatching(/^[a-z0-9-]{1,20}$/).map((name) => `/${name}?index`),
);

const segment = fc.oneof(
  fc.stringMatching(/^[\w.-]{0,12}$/),
  fc.constantFrom(
    "%",
    "%E0%A4%A",
    "%00",
    "%2F%2F",
    "..",
    "%2e%2e",
    "\\\\",
    "//",
    "en",
    "pt",
    "service",
    "admin",
    "é",
    "😀",
  ),
);
/** Request lines and headers a browser would never send. */
export const rawRequest = fc.oneof(
  fc
    .tuple(
      fc.constantFrom("GET", "HEAD", "POST", "PUT", "DELETE", "TRACE", "OPTIONS", "PROPFIND", "get", "FOO", "PATCH"),
      fc.array(segment, { maxLength: 6 }).map((parts) => `/${parts.join("/")}`),
    )
    .map(([method, path]) => `${method} ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 0`),
  fc.constantFrom(
    "GET http://other.example/ HTTP/1.1\r\nHost: 127.0.0.1",
    "GET https://other.example/pt/about-us?x=1 HTTP/1.1\r\nHost: 127.0.0.1",
    "POST http://other.example/?index HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 0",
    "OPTIONS * HTTP/1.1\r\nHost: 127.0.0.1",
    "GET //other.example HTTP/1.1\r\nHost: 127.0.0.1",
    "GET /en//other.example HTTP/1.1\r\nHost: 127.0.0.1",
    "GET /en/\\other.example HTTP/1.1\r\nHost: 127.0.0.1",
    `GET /${"a".repeat(9000)} HTTP/1.1\r\nHost: 127.0.0.1`,
    "GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nCookie: i18next=%E0%A4%A; color-mode=\u0000",
    "GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept-Language: ;q=x,*;;,zz-ZZ;q=2",
    "GET / HTTP/1.1\r\nHost: bad host name",
    "GET / HTTP/1.0",
    "POST /?index HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 5\r\nContent-Length: 6",
    "POST /?index HTTP/1.1\r\nHost: 127.0.0.1\r\nTransfer-Encoding: chunked\r\nContent-Type: application/x-www-form-urlencoded",
    "GET /admin/contact-requests?page=99999999999999999999&pageSize=-5 HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer x",
    "GET /?lng=%00&lng=zz HTTP/1.1\r\nHost: 127.0.0.1",
  ),
);
