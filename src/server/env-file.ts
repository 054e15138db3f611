import { existsSync } from "node:fs";
import path from "node:path";

/**
 * Fills process.env from an env file before the configuration is read: ENV_FILE when set (it must
 * exist: a named file that is missing is a mistake, not a default), else `.env` in the working folder
 * when there is one. Variables already in the environment win, as with `node --env-file`.
 * Returns the file read, or null.
 */
export function loadEnvFile(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): string | null {
  const named = env.ENV_FILE;
  const file = path.resolve(cwd, named ?? ".env");
  if (!existsSync(file)) {
    if (named) throw new Error(`ENV_FILE names ${file}, which does not exist`);
    return null;
  }
  process.loadEnvFile(file);
  return file;
}
