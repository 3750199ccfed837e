import { createContext as createReactContext, useContext } from "react";
import { createContext } from "react-router";

/** The per-request CSP nonce, from the server into React Router's context (server side). */
export const nonceContext = createContext<string>("");

/** The same nonce for our own inline scripts; browsers hide it after load, so it is "" there. */
export const NonceContext = createReactContext("");
export const useNonce = () => useContext(NonceContext);
