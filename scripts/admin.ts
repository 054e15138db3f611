/**
 * `npm run admin -- grant <email>`, `revoke <email>`, `list`: the admin role (operators of the
 * console), given and taken on the site's own database (the configuration of `npm start`). Every
 * change is audited, by "command line".
 */
import { pathToFileURL } from "node:url";
import { asc, eq } from "drizzle-orm";
import { z } from "zod";
import { grantOperator, revokeOperator } from "../src/server/admin/operators";
import { ConfigError, loadConfig } from "../src/server/config";
import { openDatabase } from "../src/server/db/client";
import { DataDirLockedError, lockDataDir } from "../src/server/db/data-dir-lock";
import { runMigrations } from "../src/server/db/migrate";
import { operators, user } from "../src/server/db/schema";

const usage = `Usage: npm run admin -- grant <email>     give the admin role to the account with this e-mail
       npm run admin -- revoke <email>    take it back
       npm run admin -- list              list the operators`;

type Command = { name: "grant" | "revoke"; email: string } | { name: "list" };

/** A mistake of the person running the script: shown as a message, without a stack. */
class UsageError extends Error {}

function parseCommand(argv: readonly string[]): Command {
  const [name, ...rest] = argv;
  if (name === "list" && rest.length === 0) return { name };
  if ((name === "grant" || name === "revoke") && rest.length === 1) {
    const email = z.email().safeParse(rest[0]?.trim().toLowerCase());
    if (!email.success) throw new UsageError(`"${rest[0]}" is not an e-mail address.\n${usage}`);
    return { name, email: email.data };
  }
  throw new UsageError(name === undefined ? usage : `Unknown command: ${argv.join(" ")}\n${usage}`);
}

export interface Output {
  out: (line: string) => void;
  err: (line: string) => void;
}

const console_: Output = { out: (line) => console.log(line), err: (line) => console.error(line) };

const noAccount = (email: string) =>
  `No account uses the e-mail ${email}. The person must register (and confirm the e-mail) first.`;

/** Runs one command; returns the exit code (0 done or nothing to do, 1 refused). */
export async function runAdmin(
  argv: readonly string[],
  {
    env = process.env,
    output = console_,
  }: { env?: Record<string, string | undefined>; output?: Output } = {},
): Promise<number> {
  const { out, err } = output;
  let release = () => {};
  try {
    const command = parseCommand(argv);
    const config = loadConfig(env);
    // The embedded database allows one process: a running server must be stopped first.
    if (config.database.kind === "pglite") release = lockDataDir(config.dataDir);
    const database = await openDatabase(config.database);
    try {
      await runMigrations(database);
      const actor = { userId: null, label: "command line" } as const;
      if (command.name === "list") {
        const rows = await database.db
          .select({ email: user.email, grantedAt: operators.grantedAt })
          .from(operators)
          .innerJoin(user, eq(user.id, operators.userId))
          .orderBy(asc(operators.grantedAt), asc(user.email));
        if (rows.length === 0) out("No operators yet. Give the role with: npm run admin -- grant <email>");
        for (const row of rows) {
          const listed = config.adminEmails.includes(row.email.toLowerCase()) ? " (ADMIN_EMAILS)" : "";
          out(`${row.email}  since ${row.grantedAt.toISOString()}${listed}`);
        }
        return 0;
      }
      const { email } = command;
      if (command.name === "grant") {
        const result = await grantOperator(database.db, email, actor);
        if (result === "no_such_account") {
          err(noAccount(email));
          return 1;
        }
        out(result === "granted" ? `${email} is now an operator.` : `${email} is already an operator.`);
        return 0;
      }
      const result = await revokeOperator(database.db, email, actor);
      if (result === "no_such_account") {
        err(noAccount(email));
        return 1;
      }
      out(result === "revoked" ? `${email} is no longer an operator.` : `${email} was not an operator.`);
      if (config.adminEmails.includes(email)) {
        err(
          `Warning: ${email} is in ADMIN_EMAILS, so the role comes back at the next start or sign-in. ` +
            "Remove it from ADMIN_EMAILS too.",
        );
      }
      return 0;
    } finally {
      await database.close();
    }
  } catch (error) {
    const known =
      error instanceof UsageError || error instanceof ConfigError || error instanceof DataDirLockedError;
    err(known ? error.message : String(error instanceof Error ? (error.stack ?? error) : error));
    return 1;
  } finally {
    release();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  runAdmin(process.argv.slice(2)).then((code) => process.exit(code));
}
