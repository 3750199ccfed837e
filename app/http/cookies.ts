import { parseCookie } from "cookie";
import { type ColorMode, colorModeKey, toColorMode } from "~/styles/color-modes";

/** One cookie of a request (or of its headers), read with the `cookie` library; undefined when it is not there. */
export function requestCookie(from: Request | Pick<Headers, "get">, name: string): string | undefined {
  const headers = from instanceof Request ? from.headers : from;
  const header = headers.get("cookie");
  return header ? parseCookie(header)[name] : undefined;
}

/**
 * The colour mode a request asks for (its cookie; dark without one): read the same way by the root loader, the page
 * cache's key and the server's early error page, so that they never disagree.
 */
export function requestColorMode(from: Request | Pick<Headers, "get">): ColorMode {
  return toColorMode(requestCookie(from, colorModeKey));
}
