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

/**
 * Security headers. The content security policy allows our own origin, scripts carrying this
 * response's nonce, and as the only outside frame the scheduling service's origin, if set.
 */
export function securityHeaders(options: { schedulingUrl?: string; development: boolean }): RequestHandler {
  const frameSrc = options.schedulingUrl ? [new URL(options.schedulingUrl).origin] : [];
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
        frameSrc: frameSrc.length ? frameSrc : ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: !options.development && { maxAge: 31536000, includeSubDomains: true },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
  });
}
