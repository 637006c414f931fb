/** What every group of routes is given: the configuration, the stores and where the built client is. */
import type { Config } from "../config.ts";
import type { Db } from "../store/database.ts";
import type { FileStore } from "../store/files.ts";
import type { SessionStore } from "../store/sessions.ts";

export interface RouteContext {
  config: Config;
  db: Db;
  store: FileStore;
  sessions: SessionStore;
  /** The built browser bundle (index.html, assets and Vite's manifest). */
  clientDir: string;
}
