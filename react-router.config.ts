import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // A route's client action stays in its module's chunk: the page loads it at start anyway, and one
  // request fewer is about a kilobyte of headers fewer on a phone's link.
  splitRouteModules: false,
} satisfies Config;
