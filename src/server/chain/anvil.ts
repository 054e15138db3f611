import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdirSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

/**
 * anvil as a child process on a free loopback port. The platform binary is spawned directly: the
 * package's `.bin/anvil` is a Node wrapper, and killing the wrapper can leave the real anvil running.
 */
export interface AnvilOptions {
  chainId?: number;
  /** Loaded at start when it exists; written on stop (SIGTERM) and every 5 s, so a crash loses little. */
  stateFile?: string | null;
  /** null: a block per transaction, mined at once (anvil's automine). */
  blockTimeSeconds?: number | null;
  /**
   * The time of a new chain's genesis block; its clock runs on from there (anvil's `--timestamp`).
   * Ignored when a state file is loaded: anvil would date the next blocks before the saved ones, so a
   * restarted chain goes on at the wall clock instead. null: the wall clock.
   */
  startTime?: Date | null;
}

export interface Anvil {
  rpcUrl: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

const READY_TIMEOUT_MS = 30_000;
const STOP_GRACE_MS = 5_000;

const platformNames: Record<string, string> = { linux: "linux", darwin: "darwin", win32: "win32" };
const archNames: Record<string, string> = { x64: "amd64", arm64: "arm64" };

/** The path of the platform's anvil binary from `@foundry-rs/anvil-<platform>-<arch>`. */
export function anvilBinaryPath(platform: string = process.platform, arch: string = process.arch): string {
  const os = platformNames[platform];
  const cpu = archNames[arch];
  if (!os || !cpu) throw new Error(`anvil has no npm build for ${platform}/${arch}`);
  const relative = `@foundry-rs/anvil-${os}-${cpu}/bin/anvil${os === "win32" ? ".exe" : ""}`;
  let binary: string;
  try {
    binary = createRequire(import.meta.url).resolve(relative);
  } catch {
    binary = path.resolve("node_modules", relative);
  }
  if (!existsSync(binary)) {
    throw new Error(
      `The anvil binary is missing at ${binary}: reinstall without --omit=optional (npm ci), ` +
        `which drops the optional package @foundry-rs/anvil-${os}-${cpu}.`,
    );
  }
  return binary;
}

export async function startAnvil({
  chainId = 42161,
  stateFile = null,
  blockTimeSeconds = null,
  startTime = null,
}: AnvilOptions = {}): Promise<Anvil> {
  const binary = anvilBinaryPath();
  // Not --silent: the port chosen by --port 0 is only learnt from the "Listening on" line.
  const args = ["--host", "127.0.0.1", "--port", "0", "--chain-id", String(chainId)];
  if (startTime && !(stateFile && existsSync(stateFile))) {
    args.push("--timestamp", String(Math.floor(startTime.getTime() / 1000)));
  }
  if (stateFile) {
    mkdirSync(path.dirname(stateFile), { recursive: true });
    args.push("--state", stateFile, "--state-interval", "5");
  }
  if (blockTimeSeconds !== null) args.push("--block-time", String(blockTimeSeconds));

  const child = spawn(binary, args, { stdio: ["ignore", "pipe", "pipe"] });
  const exited = new Promise<void>((resolve) => {
    child.once("exit", () => resolve());
    // A binary that cannot be started emits "error" and never "exit".
    child.on("error", () => child.pid === undefined && resolve());
  });
  // Killed with us when Node exits normally (SIGTERM, so anvil still writes its state file).
  const killOnExit = () => child.kill("SIGTERM");
  process.once("exit", killOnExit);
  void exited.then(() => process.off("exit", killOnExit));

  let stderrTail = "";
  child.stderr?.setEncoding("utf8");
  child.stderr?.on("data", (chunk: string) => {
    stderrTail = (stderrTail + chunk).slice(-2000);
  });

  let stopping: Promise<void> | null = null;
  const stop = () => {
    stopping ??= (async () => {
      if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
      child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), STOP_GRACE_MS);
      await exited;
      clearTimeout(timer);
    })();
    return stopping;
  };

  try {
    const port = await readPort(child, () => stderrTail);
    return { rpcUrl: `http://127.0.0.1:${port}`, process: child, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** Reads stdout up to "Listening on 127.0.0.1:PORT", then only drains it (a full pipe would block anvil). */
function readPort(child: ChildProcess, stderr: () => string): Promise<number> {
  return new Promise((resolve, reject) => {
    const stdout = child.stdout;
    if (!stdout) return reject(new Error("anvil has no stdout"));
    let seen = "";
    const finish = (error: Error | null, port = 0) => {
      clearTimeout(timer);
      stdout.off("data", onData);
      child.off("exit", onExit);
      child.off("error", onError);
      stdout.resume();
      if (error) reject(error);
      else resolve(port);
    };
    const onData = (chunk: string) => {
      seen = (seen + chunk).slice(-4000);
      const match = /Listening on [^\s:]+:(\d+)/.exec(seen);
      if (match?.[1]) finish(null, Number(match[1]));
    };
    const onExit = (code: number | null, signal: string | null) =>
      finish(new Error(`anvil exited before listening (${signal ?? `code ${code}`}): ${stderr() || seen}`));
    const onError = (error: Error) => finish(new Error(`anvil could not start: ${error.message}`));
    const timer = setTimeout(
      () => finish(new Error(`anvil did not listen within ${READY_TIMEOUT_MS / 1000} s: ${stderr()}`)),
      READY_TIMEOUT_MS,
    );
    stdout.setEncoding("utf8");
    stdout.on("data", onData);
    child.once("exit", onExit);
    child.once("error", onError);
  });
}
