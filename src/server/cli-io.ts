/** What every command of `npm run cli` writes to and reads from, and how it reads its arguments. */
import { type ParseArgsOptionsConfig, parseArgs } from "node:util";

export interface Output {
  out(line: string): void;
  err(line: string): void;
  /** Standard input, whole: `staff add --password-stdin` reads the password from it. */
  readInput?(): Promise<string>;
}

/**
 * A command's arguments after its name, by node:util's parseArgs (`--name value` and
 * `--name=value`, unknown flags refused); undefined when they do not fit, which is a usage error.
 */
export function commandArgs<Options extends ParseArgsOptionsConfig>(args: string[], options: Options) {
  try {
    return parseArgs({ args, options, allowPositionals: true, strict: true });
  } catch {
    return undefined;
  }
}
