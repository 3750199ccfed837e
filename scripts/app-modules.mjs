// The command-line scripts run the app's own server code (TypeScript, `~/` imports) through Vite, as the development
// server loads it: `withAppModules` starts Vite without a server of its own, hands `work` its loader, and closes it.
import { createServer } from "vite";

/** Runs `work` with `load(path)`, which imports a module of the app (`./app/…`); Vite is closed after it, whatever. */
export async function withAppModules(work) {
  const vite = await createServer({
    appType: "custom",
    server: { middlewareMode: true, hmr: false },
    logLevel: "error",
  });
  try {
    return await work((path) => vite.ssrLoadModule(path));
  } finally {
    await vite.close();
  }
}

/** A command's outcome (`{ ok, message }`): its message on stdout (stderr if it failed), and its exit status. */
export function exitWith(result) {
  (result.ok ? process.stdout : process.stderr).write(`${result.message}\n`);
  process.exit(result.ok ? 0 : 1);
}
