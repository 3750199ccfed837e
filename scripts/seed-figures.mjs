// `npm run seed:figures -- --days 365`: a year (or the days given) of made-up figures for the owners' figures page
// (/admin/insights), as the site would have counted them: 100 contact requests and 1,000 page-speed measurements a
// day, with bookings and the cookie banner's answers, in the site's database (DATABASE_URL, or SQLite under DATA_DIR).
// For a demonstration or a test machine, never a clinic's real database: its figures would be mixed with made-up ones.
import { parseArgs } from "node:util";
import { exitWith, withAppModules } from "./app-modules.mjs";

const { values } = parseArgs({ options: { days: { type: "string", default: "365" } } });
const days = Number(values.days);
if (!Number.isInteger(days) || days < 1 || days > 800) {
  process.stderr.write("Usage: npm run seed:figures -- --days 365 (1 to 800)\n");
  process.exit(2);
}
exitWith(
  await withAppModules(async (load) => {
    const { seedDatabase } = await load("./app/features/insights/seed-figures.server.ts");
    return seedDatabase({ dataDir: process.env.DATA_DIR ?? "./data", databaseUrl: process.env.DATABASE_URL, days });
  }),
);
