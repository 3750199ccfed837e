// The Node entry of the production server: `npm start` (after a build) runs this file.
// The server itself is bundled with the site (server/app.ts → build/server/index.js).
process.env.NODE_ENV ??= "production";

const entry = new URL("../build/server/index.js", import.meta.url);
const { startServer } = (await import(entry.href)) as { startServer: () => Promise<unknown> };
await startServer();
