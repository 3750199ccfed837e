import { pageHandle } from "~/pages";
import type { Route } from "./+types/not-found";

export const handle = pageHandle("notFound");

export const meta: Route.MetaFunction = () => [{ title: "404 Not Found" }, { name: "robots", content: "noindex" }];

/** Every path no page claims: the error screen with a real 404 (rendered by the root). */
export function loader() {
  throw new Response(null, { status: 404, statusText: "Not Found" });
}

export default function NotFound() {
  return null;
}
