import "i18next";
import type { Resources } from "./namespaces";

declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "common";
    resources: Resources;
  }
}
