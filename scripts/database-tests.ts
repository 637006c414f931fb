// Which unit and server test files run on PostgreSQL when TEST_DATABASE_URL is set: those whose
// imports, followed through the repository's own files, lead to test-support/postgres.ts, where
// that variable is read (the test server takes its database from there). The PostgreSQL pass runs
// only these; the others (rules, formats, components, and tests on an SQLite file of their own)
// would run a second time on the same database for nothing.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

const POSTGRES = path.resolve("test-support/postgres.ts");
const IMPORT = /(?:import|export)\s[^;]*?from\s+["'](\.{1,2}\/[^"']+)["']|import\(\s*["'](\.{1,2}\/[^"']+)["']\s*\)/g;

function importsOf(file: string): string[] {
  const source = readFileSync(file, "utf8");
  const found: string[] = [];
  for (const match of source.matchAll(IMPORT)) {
    const target = path.resolve(path.dirname(file), match[1] ?? match[2] ?? "");
    if (existsSync(target)) found.push(target);
  }
  return found;
}

function reachesPostgres(file: string, seen = new Set<string>()): boolean {
  if (file === POSTGRES) return true;
  if (seen.has(file)) return false;
  seen.add(file);
  return importsOf(file).some((next) => reachesPostgres(next, seen));
}

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.test\.tsx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

export function databaseTestFiles(): string[] {
  return [...testFiles("src"), ...testFiles("scripts")].filter((file) => reachesPostgres(path.resolve(file))).sort();
}

if (import.meta.url === `file://${process.argv[1]}`) for (const file of databaseTestFiles()) console.log(file);
