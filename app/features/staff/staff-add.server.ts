import { clinic } from "~/config/clinic";
import { connectDatabase } from "~/db/database.server";
import { AuditTrail } from "~/security/audit-trail.server";
import { hashPassword } from "~/security/password.server";
import { type PasswordProblem, passwordLength, passwordProblem } from "~/security/password-policy.server";
import { AccountExistsError, StaffAccounts, validAccountEmail } from "./staff-accounts.server";
import { isStaffRole, staffRoles } from "./staff-roles";

const refusals: Record<PasswordProblem, string> = {
  too_short: `The password must be at least ${passwordLength.min} characters long.`,
  too_long: `The password must be at most ${passwordLength.max} characters long.`,
  guessable:
    "This password is too easy to guess: it is a common one, or made of repeats, sequences, keyboard patterns or the person's own name. A few unrelated words make a good one.",
};

export type StaffAddResult = { ok: true; message: string } | { ok: false; message: string };

/**
 * `npm run staff:add -- --email E --role owner` (scripts/staff-add.mjs): an account made from the command line, with
 * the password read from the terminal or standard input; its second factor is set up at its first sign-in. The first
 * owner of a new site comes this way; later ones are invited from the staff area. The trail records it, by the
 * command line.
 */
export async function addStaffAccount(input: {
  email: string;
  role: string;
  password: string;
  dataDir: string;
  databaseUrl?: string;
}): Promise<StaffAddResult> {
  if (!validAccountEmail(input.email)) return { ok: false, message: "--email must be an e-mail address." };
  const role = input.role.replace("-", "_");
  if (!isStaffRole(role)) return { ok: false, message: `--role must be one of: ${staffRoles.join(", ")}.` };
  const problem = passwordProblem(input.password, [input.email, clinic.name]);
  if (problem) return { ok: false, message: refusals[problem] };
  const db = await connectDatabase({ dataDir: input.dataDir, databaseUrl: input.databaseUrl });
  try {
    const account = await new StaffAccounts(db).create({
      email: input.email,
      role,
      passwordHash: await hashPassword(input.password),
    });
    await new AuditTrail(db).record({
      action: "account_created",
      actor: "command_line",
      objectId: account.id,
      detail: { role },
    });
    return {
      ok: true,
      message: `Account ${account.id} created for ${account.email} (${role}). At the first sign-in (/admin/login), it sets up its authenticator app.`,
    };
  } catch (error) {
    if (error instanceof AccountExistsError)
      return { ok: false, message: `An account for ${input.email} exists already.` };
    throw error;
  } finally {
    await db.close();
  }
}
