import { randomBytes } from "node:crypto";
import type { RequestHandler, Response } from "express";
import helmet from "helmet";

export function nonceOf(res: Response): string {
  return String(res.locals.nonce ?? "");
}

/** A fresh nonce per response, for the inline scripts React Router and the page render. */
export const assignNonce: RequestHandler = (_req, res, next) => {
  res.locals.nonce = randomBytes(16).toString("base64");
  next();
};

/** HTTPS only, for a year, subdomains included; not in development (plain http on localhost). */
const hsts = (development: boolean) => !development && { maxAge: 31536000, includeSubDomains: true };
/** The same, written out, for the answers given without helmet (server/client-error.ts). */
export const hstsValue = "max-age=31536000; includeSubDomains";

/**
 * Powerful browser features the site never uses, refused for it and for any frame in it. Not listed:
 * autoplay (the hero's muted video). Payment is refused too: the scheduling frame (react-calendly's
 * iframe) has no `allow` attribute, so a cross-origin booking page could never use the Payment Request
 * API anyway; its card fields are forms, which no policy touches. Only features Chromium recognises are
 * named (an unknown one is an error in the console).
 */
export const permissionsPolicy = [
  "accelerometer",
  "browsing-topics",
  "camera",
  "display-capture",
  "geolocation",
  "gyroscope",
  "hid",
  "magnetometer",
  "microphone",
  "midi",
  "payment",
  "serial",
  "usb",
  "xr-spatial-tracking",
]
  .map((feature) => `${feature}=()`)
  .join(", ");

/**
 * Security headers. The content security policy allows our own origin, scripts carrying this
 * response's nonce, and as the only outside frames the origins of the booking pages in use (`frameOrigins`, read for
 * each answer: a clinic's booking page is the staff's to change), none when there is none.
 */
export function securityHeaders(options: {
  frameOrigins: () => readonly string[];
  development: boolean;
}): RequestHandler {
  const helmetHeaders = pageHelmet(options);
  return (req, res, next) => {
    res.setHeader("Permissions-Policy", permissionsPolicy);
    helmetHeaders(req, res, next);
  };
}

function pageHelmet(options: { frameOrigins: () => readonly string[]; development: boolean }): RequestHandler {
  const frameSrc = () => options.frameOrigins().join(" ") || "'none'";
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", (_req, res) => `'nonce-${nonceOf(res as Response)}'`],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:"],
        fontSrc: ["'self'"],
        mediaSrc: ["'self'"],
        connectSrc: options.development ? ["'self'", "ws:"] : ["'self'"],
        frameSrc: [frameSrc],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: hsts(options.development),
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    // `frame-ancestors 'none'` says it, and says it better (X-Frame-Options' SAMEORIGIN contradicted it).
    xFrameOptions: false,
  });
}

/**
 * Headers of the static files (scripts, styles, fonts, images): what protects a file itself. No type
 * sniffing, not loadable by other sites, HTTPS only. The pages' set (their policy with its nonce,
 * framing, referrer and the rest) would add about 700 bytes to each of the twenty files a page loads,
 * for nothing: those headers act on documents.
 */
export function staticFileHeaders(options: { development: boolean }): RequestHandler {
  const lean = helmet({
    contentSecurityPolicy: false,
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: false,
    originAgentCluster: false,
    referrerPolicy: false,
    strictTransportSecurity: hsts(options.development),
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xFrameOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
  });
  return (req, res, next) =>
    lean(req, res, () => (opensAsDocument(req.path) ? fileAsDocumentPolicy(req, res, next) : next()));
}

/**
 * A content security policy acts on documents only: of the static files, those a browser opened on its
 * own would show as one that can run scripts (SVG, HTML, XML). Those get a policy that lets them run
 * nothing; scripts, styles, fonts and raster images go without (about 90 bytes less on each).
 */
const opensAsDocument = (path: string) => /\.(svgz?|x?html?|xml|xsl)$/i.test(path);
const fileAsDocumentPolicy = helmet.contentSecurityPolicy({
  useDefaults: false,
  directives: { defaultSrc: ["'none'"], styleSrc: ["'unsafe-inline'"], imgSrc: ["'self'", "data:"] },
});
