// Makes sure Debian's Chromium is there for the browser tests: installs it when running as root
// with apt-get, otherwise says exactly how to get it. Never lets the browser tests be skipped.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";

const path = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
if (existsSync(path)) process.exit(0);

const isRoot = process.getuid?.() === 0;
if (!process.env.CHROMIUM_PATH && isRoot && existsSync("/usr/bin/apt-get")) {
  console.log("Chromium is missing; installing Debian's chromium package for the browser tests…");
  try {
    execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit" });
    execFileSync("apt-get", ["install", "-y", "-qq", "chromium"], {
      stdio: "inherit",
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    });
  } catch {
    // fall through to the message below
  }
  if (existsSync(path)) process.exit(0);
}
console.error(
  `The browser tests need Chromium at ${path}, and it is not there.\n` +
    "Install Debian's package with:  sudo apt-get install -y chromium\n" +
    "or point CHROMIUM_PATH at a Chromium or Chrome binary.",
);
process.exit(1);
