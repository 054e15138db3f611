#!/usr/bin/env node
/**
 * Adds to package-lock.json the platform builds that npm could not resolve here.
 *
 * The registry this project is developed against serves only this machine's platform builds of
 * packages like @biomejs/cli-* or @rollup/rollup-*, so `npm install` leaves the others out of the
 * lock, and npm 11's `npm ci` then refuses the lock as out of sync (npm/cli#8805). Each missing
 * optional dependency gets an entry with its exact version and the os/cpu/libc read from its name:
 * npm skips such entries on other platforms without fetching them. Run after `npm install`.
 */
import { readFileSync, writeFileSync } from "node:fs";

const file = new URL("../package-lock.json", import.meta.url);
const lock = JSON.parse(readFileSync(file, "utf8"));
const packages = lock.packages;

const OS = [
  "android",
  "darwin",
  "freebsd",
  "linux",
  "netbsd",
  "openbsd",
  "sunos",
  "win32",
  "aix",
  "openharmony",
];
const CPU = ["arm64", "x64", "ia32", "arm", "ppc64", "riscv64", "s390x", "loong64", "mips64el", "wasm32"];

function platformOf(name) {
  const tokens = name.split("/").pop().split(/[-_.]/);
  const os = OS.find((o) => tokens.includes(o));
  const cpu =
    CPU.find((c) => tokens.includes(c)) ??
    (tokens.includes("amd64") ? "x64" : undefined) ??
    (tokens.includes("armv7") || tokens.includes("eabi") || tokens.includes("gnueabihf") ? "arm" : undefined);
  const libc = tokens.includes("musl")
    ? "musl"
    : os === "linux" && (tokens.includes("gnu") || tokens.includes("gnueabihf") || !tokens.includes("musl"))
      ? "glibc"
      : undefined;
  return { os, cpu, libc };
}

let added = 0;
for (const [location, entry] of Object.entries(packages)) {
  for (const [name, range] of Object.entries(entry.optionalDependencies ?? {})) {
    const hoisted = `node_modules/${name}`;
    const nested = `${location ? `${location}/` : ""}node_modules/${name}`;
    if (packages[hoisted] || packages[nested]) continue;
    const { os, cpu, libc } = platformOf(name);
    if (!/^\d+\.\d+\.\d+/.test(range) || (!os && cpu !== "wasm32")) continue; // only exact platform builds
    packages[hoisted] = {
      version: range,
      ...(entry.dev ? { dev: true } : {}),
      optional: true,
      ...(cpu ? { cpu: [cpu] } : {}),
      ...(os ? { os: [os] } : {}),
      ...(libc && os === "linux" ? { libc: [libc] } : {}),
    };
    added++;
  }
}
lock.packages = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) => (a === "" ? -1 : b === "" ? 1 : a.localeCompare(b))),
);
writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`package-lock.json: ${added} platform entries added`);
