/**
 * The staff's accounts (docs/decisions/019-staff-accounts.md): a person per sign-in, each with a role.
 * - `owner`: everything: the inbox, the accounts, the audit trail, the site's content, all of the site's figures.
 * - `front_desk`: the inbox (patients' contact requests), and the figures of the contact requests.
 * - `editor`: the site's content.
 */
export const staffRoles = ["owner", "front_desk", "editor"] as const;
export type StaffRole = (typeof staffRoles)[number];
export const isStaffRole = (value: unknown): value is StaffRole => staffRoles.includes(value as StaffRole);

/** What a role may do: each staff page asks for one of these. */
/**
 * `insights`: the figures page with the contact requests' figures; `site_figures`: on it, the bookings, the page speed
 * and the cookie banner's answers too.
 */
export type StaffPermission = "requests" | "accounts" | "audit" | "content" | "insights" | "site_figures";
const permissions: Record<StaffRole, readonly StaffPermission[]> = {
  owner: ["requests", "accounts", "audit", "content", "insights", "site_figures"],
  front_desk: ["requests", "insights"],
  editor: ["content"],
};
export const may = (role: StaffRole, permission: StaffPermission) => permissions[role].includes(permission);
