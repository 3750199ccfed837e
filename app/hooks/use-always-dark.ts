import { usePage } from "./use-page";

/** Whether the page shown is dark in both colour modes (`alwaysDark` in `pages.ts`): its top bar and footer too. */
export function useAlwaysDark(): boolean {
  return usePage()?.alwaysDark === true;
}
