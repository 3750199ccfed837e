import { PassThrough } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext, HandleErrorFunction, RouterContextProvider } from "react-router";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import { fetchAheadContext } from "./http/fetch-ahead.server";
import { shapeForFirstPaint, stylesheetsContext } from "./http/first-paint.server";
import { NonceContext, nonceContext } from "./http/nonce";
import { describeError, log } from "./log.server";
import { onDemandPartsLoaded } from "./ui/on-demand";

export const streamTimeout = 5_000;

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  // The language and colour mode come from cookies and Accept-Language (app/root.tsx).
  responseHeaders.set("Vary", "Cookie, Accept-Language");
  if (!responseHeaders.has("Cache-Control")) responseHeaders.set("Cache-Control", "no-cache");
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  // Parts hydrated on demand render in the page's HTML like the rest (app/ui/on-demand.tsx).
  await onDemandPartsLoaded();
  const nonce = loadContext.get(nonceContext);
  const stylesheet = loadContext.get(stylesheetsContext);
  const fetchAhead = loadContext.get(fetchAheadContext);

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);
    // The whole document is rendered before it is sent: it is shaped for the first paint (built pages
    // only), and the page cache keeps it whole anyway. Nothing on the site streams in later.
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext>,
      {
        nonce,
        // Never outline a large Suspense boundary into a hidden element revealed by a script: the
        // document is sent whole, and must read the same without JavaScript.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onShellReady() {
          shellRendered = true;
        },
        onAllReady() {
          const chunks: Buffer[] = [];
          const body = new PassThrough();
          body.on("data", (chunk: Buffer) => chunks.push(chunk));
          body.on("end", () => {
            clearTimeout(timeoutId);
            timeoutId = undefined;
            const html = Buffer.concat(chunks).toString("utf8");
            responseHeaders.set("Content-Type", "text/html; charset=utf-8");
            resolve(
              new Response(stylesheet ? shapeForFirstPaint(html, { stylesheet, nonce, fetchAhead }) : html, {
                headers: responseHeaders,
                status: responseStatusCode,
              }),
            );
          });
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) log.error("render error", describeError(error));
        },
      },
    );
  });
}

/** Loader, action and render errors: logged once, without request data beyond the path. */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  // A 4xx answer of the router (a post where no page takes one: 405) is the client's, not a fault; a 503 was
  // logged with its cause where it was decided (app/http/unavailable.server.ts).
  if (isRouteErrorResponse(error) && (error.status < 500 || error.status === 503)) return;
  // A form posted from another site (or with a broken `Origin`): React Router refuses it with a 400 before any
  // action runs ("… Aborting the action."; to a page's data address, `….data`, a bare "Bad Request"). The client's
  // doing, not a fault; the access log has the request.
  if (error instanceof Error && error.message.endsWith("Aborting the action.")) return;
  if (error instanceof Error && error.message === "Bad Request" && new URL(request.url).pathname.endsWith(".data")) {
    return;
  }
  log.error("route error", { path: new URL(request.url).pathname.slice(0, 200), ...describeError(error) });
};
