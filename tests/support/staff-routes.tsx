import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { act, cleanup, configure, render } from "@testing-library/react";
import { Secret, TOTP } from "otpauth";
import { type ComponentType, useLayoutEffect } from "react";
import { I18nextProvider } from "react-i18next";
import {
  createRoutesStub,
  type MiddlewareFunction,
  Outlet,
  RouterContextProvider,
  useLocation,
  useNavigate,
  useSubmit,
} from "react-router";
import { afterAll, afterEach, beforeAll, beforeEach, vi } from "vitest";
import { closeDatabase, database } from "~/db/database.server";
import type { ContactRequest } from "~/features/contact/contact-schema";
import { contactStore } from "~/features/contact/contact-services.server";
import { recordEditorPaths } from "~/features/records/record-paths";
import {
  staffAccountContext,
  staffAccounts,
  staffSessionContext,
  staffSessions,
} from "~/features/staff/staff-access.server";
import type { StaffRole } from "~/features/staff/staff-roles";
import { getI18n } from "~/i18n/i18n";
import { languageContext } from "~/i18n/language-middleware.server";
import type { Language } from "~/i18n/languages";
import { bundlesFor } from "~/i18n/resources.server";
import * as account from "~/routes/staff/account";
import * as accounts from "~/routes/staff/accounts";
import * as audit from "~/routes/staff/audit";
import * as content from "~/routes/staff/content";
import * as contentHistory from "~/routes/staff/content-history";
import * as contentRecord from "~/routes/staff/content-record";
import * as contentRecords from "~/routes/staff/content-records";
import * as contentSection from "~/routes/staff/content-section";
import * as enrol from "~/routes/staff/enrol";
import * as erase from "~/routes/staff/erase";
import * as inbox from "~/routes/staff/inbox";
import * as secondFactor from "~/routes/staff/second-factor";
import * as signIn from "~/routes/staff/sign-in";
import * as signOut from "~/routes/staff/sign-out";
import * as layout from "~/routes/staff/staff-layout";
import * as welcome from "~/routes/staff/welcome";
import { hashPassword } from "~/security/password.server";
import { clientAddressContext } from "~/security/rate-limit.server";
import { newTotpSecret } from "~/security/totp.server";

/**
 * The staff pages' route tests: the real route modules (loaders, actions, middleware, components) in
 * `createRoutesStub`'s memory router, on a SQLite database in a temporary folder, in one language. The stub plays the
 * browser's part: a form the staff send is posted through the router (to its action, or to the page's own address,
 * as a browser does), a link they follow is navigated to, and the cookies an answer sets come back with the next
 * requests.
 */

/** The staff's password in these tests, for every account they make. */
export const testPassword = "the staff's test password";
/** The owner's account of these tests, with the second factor set up (the secret its authenticator app holds). */
export const testOwner = { email: "owner@clinic.test", secret: newTotpSecret(), id: "" };

/** A code of an authenticator app holding `secret`, `stepsAhead` steps of 30 s from now (each code is taken once). */
export const appCode = (secret: string, stepsAhead = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + stepsAhead * 30_000 });

/**
 * A new account of `role`, its password `testPassword`, with the second factor set up unless `enrolled` is false.
 * Returns its id, address and secret.
 */
export async function addAccount(
  role: StaffRole,
  { enrolled = true, email = `${role}-${++accountsMade}@clinic.test` } = {},
) {
  const account = await staffAccounts().create({ email, role, passwordHash: await testPasswordHash });
  const secret = newTotpSecret();
  if (enrolled) await staffAccounts().enrol(account.id, secret, 0, []);
  return { id: account.id, email: account.email, secret };
}
let accountsMade = 0;
// scrypt at its lowest accepted cost, for speed.
let testPasswordHash: Promise<string>;

/**
 * Sets the test file up: a database of its own, emptied of requests before each test, the password, and a clean
 * page after each test. The DOM's `Response` drops `Set-Cookie` (a browser never shows it to a page); an answer the
 * server makes keeps it, so the answers made here keep it too.
 */
export function setUpStaffPages() {
  let folder = "";
  let consoleError: { mockRestore(): void } | undefined;
  const DomResponse = globalThis.Response;
  // A page's answer takes a loader or an action on the database: on two busy cores, more than the usual second.
  configure({ asyncUtilTimeout: 5_000 });
  beforeAll(async () => {
    folder = mkdtempSync(path.join(tmpdir(), "clinic-staff-pages-"));
    // Read once, at the first request (getEnv): the database in that folder, the password's hash (at scrypt's
    // lowest accepted cost, for speed), and only errors in the log (the staff's changes and refusals are expected).
    vi.stubEnv("DATA_DIR", folder);
    vi.stubEnv("LOG_LEVEL", "error");
    // happy-dom does not know the <search> element (HTML 2023) that holds the inbox's search; browsers do.
    const error = console.error;
    consoleError = vi.spyOn(console, "error").mockImplementation((...args) => {
      if (!String(args[0]).includes("The tag <%s> is unrecognized") || args[1] !== "search") error(...args);
    });
    testPasswordHash = hashPassword(testPassword, { log2N: 14 });
    const owner = await staffAccounts().create({
      email: testOwner.email,
      role: "owner",
      passwordHash: await testPasswordHash,
    });
    await staffAccounts().enrol(owner.id, testOwner.secret, 0, []);
    testOwner.id = owner.id;
    globalThis.Response = class ServerResponse extends DomResponse {
      constructor(body?: BodyInit | null, init?: ResponseInit) {
        super(body, init);
        for (const cookie of new Headers(init?.headers).getSetCookie()) this.headers.append("Set-Cookie", cookie);
      }
    };
  });
  beforeEach(async () => {
    await database().run("DELETE FROM contact_requests");
  });
  afterEach(cleanup);
  afterAll(async () => {
    globalThis.Response = DomResponse;
    consoleError?.mockRestore();
    vi.unstubAllEnvs();
    await closeDatabase();
    rmSync(folder, { recursive: true, force: true });
  });
}

let sent = 0;
/** A request sent through the public form at `at` (the list shows the newest first); returns its id. */
export async function sendRequest(details: Partial<ContactRequest> & { name: string }, at = new Date()) {
  sent += 1;
  const { id } = await contactStore().save(
    {
      email: `${details.name.toLowerCase().replaceAll(" ", ".")}@example.com`,
      phone: "+351 912 345 678",
      country: "PT",
      acceptTerms: true,
      acceptPolicy: true,
      ...details,
    },
    { idempotencyKey: `staff-pages-${sent}`, language: "pt", termsVersion: "t", policyVersion: "p", forward: false },
    at,
  );
  return id;
}

/** The browser's cookies: what the answers set (`data(…, { headers })`, a redirect's headers), sent back. */
function cookieJar() {
  const cookies = new Map<string, string>();
  const keepHeaders = (headers: Headers) => {
    for (const cookie of headers.getSetCookie()) {
      const [, name = "", value = ""] = /^([^=]+)=([^;]*)/.exec(cookie) ?? [];
      if (/;\s*Max-Age=0(;|$)/i.test(cookie)) cookies.delete(name);
      else cookies.set(name, value);
    }
  };
  return {
    get: (name: string) => cookies.get(name),
    set: (name: string, value: string) => cookies.set(name, value),
    send(request: Request) {
      if (cookies.size)
        request.headers.set("cookie", [...cookies].map(([name, value]) => `${name}=${value}`).join("; "));
    },
    /** The cookies of a loader's or action's result, returned or thrown. */
    keep(result: unknown) {
      if (result instanceof Response) keepHeaders(result.headers);
      const init = (result as { type?: string; init?: ResponseInit | null } | null)?.init;
      if ((result as { type?: string } | null)?.type === "DataWithResponseInit" && init?.headers) {
        keepHeaders(new Headers(init.headers));
      }
    },
  };
}

/** The last form sent or link followed, until the page has its answer. */
let pending: Promise<void> = Promise.resolve();

/** Forms and links of the page go through the router, as the browser would send and follow them. */
function Browser() {
  const submit = useSubmit();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  // Listening from the commit on (a layout effect): a test may press what it sees at once.
  useLayoutEffect(() => {
    const onSubmit = (event: SubmitEvent) => {
      event.preventDefault();
      const form = event.target as HTMLFormElement;
      const method = form.method === "post" ? "post" : "get";
      // The button pressed, as a browser sends it: its name and value go with the form.
      const submitter = event.submitter instanceof HTMLButtonElement && event.submitter.name ? event.submitter : form;
      pending = submit(submitter, { method, action: form.getAttribute("action") ?? `${pathname}${search}` });
    };
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element).closest("a");
      const href = link?.getAttribute("href");
      if (!link || !href?.startsWith("/") || link.hasAttribute("download")) return;
      event.preventDefault();
      pending = Promise.resolve(navigate(href));
    };
    document.addEventListener("submit", onSubmit);
    document.addEventListener("click", onClick);
    return () => {
      document.removeEventListener("submit", onSubmit);
      document.removeEventListener("click", onClick);
    };
  }, [submit, navigate, pathname, search]);
  return null;
}

/** Waits until the page shows the answer to the last form sent or link followed. */
export const settled = () => act(() => pending);

type RouteArgs = { request: Request };
interface RouteModule {
  loader?: (args: never) => unknown;
  action?: (args: never) => unknown;
  middleware?: readonly unknown[];
  default?: ComponentType<never>;
}

let clients = 0;

/**
 * A browser: its network address (the sign-in counts tries per client; each browser has its own unless given one) and
 * its cookies, kept from one opened page to the next.
 */
export const newBrowser = (client = `staff-pages-test-${++clients}`) => ({ client, cookies: cookieJar() });
export type TestBrowser = ReturnType<typeof newBrowser>;

/**
 * Opens a staff page at `address` (`/admin?q=silva`, `/pt/admin/login`, …) in `language`, signed in (with a session
 * cookie of both factors) as the owner, or as `as` (an account's id), unless `signedIn` is false; in a new browser,
 * or in `browser` (with the cookies it kept).
 */
export async function openStaffPage(
  address: string,
  {
    language = "en",
    signedIn = true,
    as,
    browser = newBrowser(),
  }: { language?: Language; signedIn?: boolean; as?: string; browser?: TestBrowser } = {},
) {
  const prefix = language === "en" ? "" : `/${language}`;
  const jar = browser.cookies;
  const cookieName = "staff_session";
  const session = signedIn ? await staffSessions().create(as ?? testOwner.id, "full") : null;
  if (session) jar.set(cookieName, session.token);
  const context = new RouterContextProvider();
  context.set(languageContext, { language, source: prefix ? "prefix" : "default" });
  context.set(clientAddressContext, browser.client);
  // What the layout's middleware (staffArea) does first: the session of the cookie, if any. The rest of it sets
  // the headers of the server's answer, which the memory router does not make.
  const staffArea: MiddlewareFunction = async ({ context }) => {
    const found = await staffSessions().find(jar.get(cookieName));
    const account = found && (await staffAccounts().find(found.accountId));
    context.set(staffSessionContext, account?.active ? (found ?? null) : null);
    context.set(staffAccountContext, account?.active ? account : null);
  };
  const call = (run: ((args: never) => unknown) | undefined) =>
    run &&
    (async (args: RouteArgs) => {
      jar.send(args.request);
      try {
        const result = await (run as (args: RouteArgs) => unknown)(args);
        jar.keep(result);
        return result;
      } catch (thrown) {
        jar.keep(thrown);
        throw thrown;
      }
    });
  const route = (id: string, routePath: string | undefined, module: RouteModule) => ({
    id,
    path: routePath,
    // The browser's cookies go with the request from its first middleware on, as they do in a browser.
    middleware: (module.middleware as MiddlewareFunction[] | undefined)?.map(
      (run): MiddlewareFunction =>
        (args, next) => {
          jar.send(args.request);
          return run(args, next);
        },
    ) as never,
    loader: call(module.loader),
    action: call(module.action),
    Component: module.default as ComponentType | undefined,
  });
  const i18n = getI18n(language, bundlesFor(language, ["staff"]));
  const Stub = createRoutesStub(
    [
      {
        id: "root",
        path: "/",
        HydrateFallback: () => null,
        Component: () => (
          <I18nextProvider i18n={i18n}>
            <Browser />
            <Outlet />
          </I18nextProvider>
        ),
        children: [
          {
            // The layout's own middleware after staffArea (the content's trail) runs as it is.
            ...route("layout", undefined, { ...layout, middleware: [staffArea, ...layout.middleware.slice(1)] }),
            children: [
              route("inbox", `${prefix}/admin`, inbox),
              route("sign-in", `${prefix}/admin/login`, signIn),
              route("second-factor", `${prefix}/admin/second-factor`, secondFactor),
              route("enrol", `${prefix}/admin/enrol`, enrol),
              route("welcome", `${prefix}/admin/welcome/:token`, welcome),
              route("account", `${prefix}/admin/account`, account),
              route("accounts", `${prefix}/admin/accounts`, accounts),
              route("audit", `${prefix}/admin/audit`, audit),
              route("content", `${prefix}/admin/content`, content),
              route("content-history", `${prefix}/admin/content/history`, contentHistory),
              ...recordEditorPaths.flatMap((kind) => [
                route(`records-${kind}`, `${prefix}/admin/content/${kind}`, contentRecords),
                route(`record-${kind}`, `${prefix}/admin/content/${kind}/:id`, contentRecord),
              ]),
              route("content-section", `${prefix}/admin/content/:section`, contentSection),
              route("sign-out", `${prefix}/admin/sign-out`, signOut),
              route("erase", `${prefix}/admin/requests/:id/erase`, erase),
            ],
          },
        ],
      },
    ],
    context,
  );
  render(<Stub initialEntries={[address]} />);
}
