import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

export default defineConfig({
  resolve: { tsconfigPaths: true },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            // The page frame every route renders (layout, small UI pieces, consent, colour mode,
            // the booking entry points, the pages' meta and service list) in one chunk: fewer
            // requests at start. The booking dialog and embed stay lazy, outside it.
            codeSplitting: {
              groups: [
                // The libraries every page starts with, apart from the page frame: they change with
                // upgrades, not with our code, so a release keeps them cached.
                {
                  name: "framework",
                  test: /node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|html-parse-stringify|void-elements)[\\/]/,
                },
                {
                  name: "shell",
                  test: /app[\\/](components[\\/](ui|layout)|features[\\/](consent|color-mode|scheduling[\\/](scheduling-context|schedule-button))|seo[\\/]page-meta|config[\\/]services)[\\/.]?/,
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
