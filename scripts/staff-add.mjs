// `npm run staff:add -- --email ana@clinic.pt --role owner`: creates a staff account (roles: owner, front_desk,
// editor) in the site's database (DATABASE_URL, or SQLite under DATA_DIR), asking for its password (twice, without
// showing it) or reading it from the first line of standard input. The person sets up the second factor at the first
// sign-in. Runs the app's own code through Vite (app/features/staff/staff-add.server.ts): from a checkout with `npm ci`.
import { parseArgs } from "node:util";
import { exitWith, withAppModules } from "./app-modules.mjs";
import { newPassword } from "./read-password.mjs";

let args;
try {
  args = parseArgs({ options: { email: { type: "string" }, role: { type: "string" } } }).values;
} catch (error) {
  process.stderr.write(`${error.message}\n`);
  process.exit(2);
}
if (!args.email || !args.role) {
  process.stderr.write("Usage: npm run staff:add -- --email ana@clinic.pt --role owner|front_desk|editor\n");
  process.exit(2);
}

const password = await newPassword(`Password for ${args.email}: `);
if (password === null) {
  process.stderr.write("The two did not match.\n");
  process.exit(1);
}

exitWith(
  await withAppModules(async (load) => {
    const { addStaffAccount } = await load("./app/features/staff/staff-add.server.ts");
    return addStaffAccount({
      email: args.email,
      role: args.role,
      password,
      dataDir: process.env.DATA_DIR ?? "./data",
      databaseUrl: process.env.DATABASE_URL,
    });
  }),
);
