import { getEnv } from "~/config/env.server";
import { bearerAuth } from "~/security/bearer-auth.server";
import type { Route } from "./+types/bearer-layout";

/**
 * The clinic's machine access (docs/staff.md#the-clinics-access): every `/admin/…` endpoint below
 * this layout needs the bearer token `ADMIN_TOKEN`; without one configured, none exists (404).
 */
export const middleware: Route.MiddlewareFunction[] = [bearerAuth(() => getEnv().ADMIN_TOKEN)];
