import { createContext } from "react-router";

/** What the server's rate limiter decided for this request (server/app.ts). */
export const requestLimitsContext = createContext<{ rateLimited: boolean }>({ rateLimited: false });
