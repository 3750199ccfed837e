import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

export default defineConfig({
  resolve: { tsconfigPaths: true },
  environments: {
    ssr: {
      build: {
        // Our own Express server wraps the React Router build (see server/app.ts).
        rollupOptions: { input: "./server/app.ts" },
      },
    },
  },
  plugins: [reactRouter()],
});
