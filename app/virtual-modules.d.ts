// Provided by React Router's Vite plugin at build time; `createRequestHandler` types its shape.
declare module "virtual:react-router/server-build";
