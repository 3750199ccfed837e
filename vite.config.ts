import { createHash } from "node:crypto";
import { relative } from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { contentUpdated } from "./scripts/content-updated.ts";

/**
 * `title_1a2b3`: the class's own name and a short hash of its file (the same for all of its classes), whatever the
 * query it is imported with: the server's early error page inlines `error-screen.module.css?inline`, whose classes
 * must be those of the screen's own import.
 */
const scopedName = (name: string, file: string) =>
  `${name}_${createHash("sha256")
    .update(relative(import.meta.dirname, file.replace(/\?.*$/, "")))
    .digest("hex")
    .slice(0, 5)}`;

export default defineConfig({
  resolve: { tsconfigPaths: true },
  // Vite's manifest of the client build (build/client/.vite/manifest.json), kept: the server reads from it which
  // files each part loaded on demand needs, to have them fetched ahead without running them (app/http/fetch-ahead.server.ts).
  // Source maps only for `npm run benchmark:bundle` (SOURCEMAP=1), which builds again without them.
  build: { manifest: true, sourcemap: process.env.SOURCEMAP === "1" },
  define: { __CONTENT_UPDATED__: JSON.stringify(contentUpdated()) },
  css: { modules: { generateScopedName: scopedName } },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            // What every page starts with in few chunks (fewer requests at start): the libraries, and the
            // page frame (top bar, consent, colour mode, booking entry points, the pages' meta). Parts that
            // load later (dialogs, drawer, footer, the home page below its hero) stay outside.
            codeSplitting: {
              groups: [
                // The libraries every page starts with, apart from the page frame: they change with
                // upgrades, not with our code, so a release keeps them cached.
                {
                  name: "framework",
                  // <Trans> (inline markup in a text) is left to the parts that use it, none of them at start-up.
                  test: /node_modules[\\/]((react|react-dom|scheduler|react-router|i18next)[\\/]|react-i18next[\\/](?!dist[\\/]es[\\/]Trans))/,
                },
                // The styles of every part of the home page in one chunk, which its first screen (the hero)
                // imports: the parts below it hydrate on demand (app/ui/on-demand.tsx), and styles
                // bound to their lazy code would reach the page only with it, the server's HTML unstyled till then.
                {
                  name: "home-styles",
                  test: /app[\\/](sections[\\/]home|features[\\/]contact)[\\/][\w-]+\.module\.css/,
                },
                {
                  name: "shell",
                  // Only what every page runs at start; parts that load later (dialogs, drawer, footer, the
                  // wide screen's controls) stay out. All the frame's styles are in, so that the server's HTML
                  // of a part hydrated on demand is styled from the first paint.
                  test: /app[\\/]((ui|sections[\\/]layout)[\\/][\w-]+\.module\.css|ui[\\/](fade-in|fade-in-script|icons|on-demand)\.tsx?|sections[\\/]layout[\\/](site-shell|site-header|menu-list|menu-entries|error-screen)\.tsx?|features[\\/](consent|color-mode)[\\/]|features[\\/]scheduling[\\/](scheduling-context|schedule-button)\.tsx|seo[\\/]page-meta|styles[\\/]color-modes|i18n[\\/]language-storage)/,
                },
              ],
            },
          },
        },
      },
    },
    ssr: {
      build: {
        // Our own Express server wraps the React Router build (see server/app.ts).
        rollupOptions: { input: "./server/app.ts" },
      },
    },
  },
  plugins: [reactRouter()],
});
