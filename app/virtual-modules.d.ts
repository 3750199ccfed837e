// Provided by React Router's Vite plugin at build time; `createRequestHandler` types its shape.
declare module "virtual:react-router/server-build";

/** The day the site's content last changed, `YYYY-MM-DD` (scripts/content-updated.ts, fixed at build). */
declare const __CONTENT_UPDATED__: string;
