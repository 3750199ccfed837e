// The code's layers, bottom to top (docs/architecture.md#layout-of-the-code). A module may import from its own layer
// and the layers below it, never from one above; `npm run lint` runs this check (dependency-cruiser), and tests are
// left out of it (a test may set up a whole feature to try a layer below).
const layers = [
  {
    name: "foundation",
    comment: "the clinic's data, languages, colour modes and styles, the page registry, the logger",
    path: "^app/(config|i18n|styles|locales)/|^app/(pages|root-data|log\\.server|virtual-modules\\.d)\\.ts$",
  },
  {
    name: "infrastructure",
    comment: "the database, background jobs, HTTP answers and page shaping, security, search-engine data",
    path: "^app/(db|http|jobs|security|seo)/",
  },
  { name: "primitives", comment: "generic UI pieces and hooks", path: "^app/(ui|hooks)/" },
  { name: "features", comment: "booking, contact, consent, colour mode, staff access, …", path: "^app/features/" },
  {
    name: "sections",
    comment: "the page frame, the home page's sections and the staff's pages",
    path: "^app/sections/",
  },
  {
    name: "application",
    comment: "routes, the root, the entries and the Node server",
    path: "^app/(routes/|routes\\.ts$|root\\.tsx$|entry\\.)|^server/",
  },
];

const tests = "\\.test\\.tsx?$|/testing\\.server\\.ts$";

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    ...layers.slice(0, -1).map((layer, index) => ({
      name: `${layer.name}-imports-upward`,
      comment: `${layer.comment}: may not import from the layers above (${layers
        .slice(index + 1)
        .map(({ name }) => name)
        .join(", ")})`,
      severity: "error",
      from: { path: layer.path, pathNot: tests },
      to: { path: layers.slice(index + 1).map(({ path }) => `(${path})`) },
    })),
    {
      name: "http-imports-security",
      comment: "within the infrastructure, security (route guards, sessions) sits on HTTP, not under it",
      severity: "error",
      from: { path: "^app/http/", pathNot: tests },
      to: { path: "^app/security/" },
    },
    {
      name: "jobs-imports-only-the-database",
      comment: "within the infrastructure, the job runner stands on the database alone, under HTTP and security",
      severity: "error",
      from: { path: "^app/jobs/", pathNot: tests },
      to: { path: "^app/(http|security|seo)/" },
    },
    {
      name: "not-in-layers",
      comment: "every module of app/ belongs to a layer: a new folder is placed in this file first",
      severity: "error",
      from: { path: "^app/", pathNot: [tests, ...layers.map(({ path }) => `(${path})`)] },
      to: {},
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "^(build|node_modules|test-results|\\.react-router)/" },
    parser: "swc",
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: { exportsFields: ["exports"], conditionNames: ["import", "require", "node", "default"] },
  },
};
