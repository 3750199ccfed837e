/**
 * The staff's accounts (docs/decisions/019-staff-accounts.md): a person per sign-in, each with a role.
 * - `owner`: everything: the inbox, the accounts, the audit trail, the site's content.
 * - `front_desk`: the inbox (patients' contact requests).
 * - `editor`: the site's content.
 */
export const staffRoles = ["owner", "front_desk", "editor"] as const;
export type StaffRole = (typeof staffRoles)[number];
export const isStaffRole = (value: unknown): value is StaffRole => staffRoles.includes(value as StaffRole);

/** What a role may do: each staff page asks for one of these. */
export type StaffPermission = "requests" | "accounts" | "audit" | "content";
const permissions: Record<StaffRole, readonly StaffPermission[]> = {
  owner: ["requests", "accounts", "audit", "content"],
  front_desk: ["requests"],
  editor: ["content"],
};
export const may = (role: StaffRole, permission: StaffPermission) => permissions[role].includes(permission);
