import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { databaseFileName, migrate, openDatabase } from "./database.server";

const dirs: string[] = [];
const freshDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), "clinic-db-"));
  dirs.push(dir);
  return path.join(dir, "nested", "data");
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe("openDatabase", () => {
  it("creates the SQLite file under the data directory, in WAL mode with full sync", () => {
    const dir = freshDir();
    const db = openDatabase(dir, []);
    expect(existsSync(path.join(dir, databaseFileName))).toBe(true);
    expect(db.prepare("PRAGMA journal_mode").get()).toEqual({ journal_mode: "wal" });
    expect(db.prepare("PRAGMA synchronous").get()).toEqual({ synchronous: 2 });
    expect(db.prepare("PRAGMA secure_delete").get()).toEqual({ secure_delete: 1 });
    db.close();
  });

  it("runs each migration once, across restarts", () => {
    const dir = freshDir();
    const list = [
      { name: "notes", sql: "CREATE TABLE notes (id INTEGER PRIMARY KEY, text TEXT NOT NULL)" },
      { name: "seed", sql: "INSERT INTO notes (text) VALUES ('first')" },
    ];
    openDatabase(dir, list).close();
    const db = openDatabase(dir, list);
    expect(db.prepare("SELECT count(*) AS n FROM notes").get()).toEqual({ n: 1 });
    expect(db.prepare("PRAGMA user_version").get()).toEqual({ user_version: 2 });
    db.close();
  });

  it("rolls a failing migration back and keeps the version", () => {
    const db = openDatabase(freshDir(), []);
    const broken = [{ name: "broken", sql: "CREATE TABLE a (x INTEGER); INSERT INTO missing VALUES (1);" }];
    expect(() => migrate(db, broken)).toThrow();
    expect(db.prepare("PRAGMA user_version").get()).toEqual({ user_version: 0 });
    expect(db.prepare("SELECT name FROM sqlite_master WHERE name = 'a'").get()).toBeUndefined();
    db.close();
  });
});
