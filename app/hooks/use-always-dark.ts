import { useMatches } from "react-router";

/** The about page is black in both colour modes: the top bar and the footer around it stay dark too. */
export function useAlwaysDark(): boolean {
  return useMatches().some((match) => match.id.endsWith(":about-us"));
}
