import { parseCookie } from "cookie";

/** One cookie of a request (or of its headers), read with the `cookie` library; undefined when it is not there. */
export function requestCookie(from: Request | Pick<Headers, "get">, name: string): string | undefined {
  const headers = from instanceof Request ? from.headers : from;
  const header = headers.get("cookie");
  return header ? parseCookie(header)[name] : undefined;
}
