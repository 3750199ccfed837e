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
            // the booking entry points) in one chunk: one stylesheet instead of six on the
            // critical path. The booking dialog and embed stay lazy, outside it.
            codeSplitting: {
              groups: [
                {
                  name: "shell",
                  test: /app[\\/](components[\\/](ui|layout)|features[\\/](consent|color-mode|scheduling[\\/](scheduling-context|schedule-button)))[\\/]?/,
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
