// Types of the parts of scripts/reliability/run-server.mjs that the browser tests use.
import type { ChildProcess } from "node:child_process";

export function freshDataDir(name: string): string;

export interface RunningServer {
  base: string;
  pid: number | undefined;
  child: ChildProcess;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  stop(): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** Starts `node server/index.ts`; resolves once /health answers. */
export function startServer(options: {
  port: number;
  dataDir: string;
  env?: Record<string, string>;
}): Promise<RunningServer>;
