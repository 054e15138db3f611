/**
 * Input of Better Auth's schema generator, not used at run time:
 *   npx --yes auth@1.7.7 generate --config scripts/auth-schema.config.ts --output src/server/db/auth-schema.ts
 * then `npm run db:generate` for the migration.
 */
import { drizzleAdapter } from "@better-auth/drizzle-adapter";
import { betterAuth } from "better-auth";
import { authPlugins, userAdditionalFields } from "../src/server/auth/auth-schema-options";

export const auth = betterAuth({
  database: drizzleAdapter({}, { provider: "pg" }),
  emailAndPassword: { enabled: true },
  user: { additionalFields: userAdditionalFields },
  rateLimit: { enabled: true, storage: "database" },
  plugins: authPlugins(),
});
