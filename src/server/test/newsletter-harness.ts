import { sql } from "drizzle-orm";
import { afterAll, beforeAll } from "vitest";
import { queryRows } from "@/server/db/query-rows";
import { createTestApp } from "@/server/test/test-app";
import { createTestDatabase, type TestDatabase } from "@/server/test/test-database";

export type NewsletterRow = { email: string; unsubscribe_token: string; unsubscribed_at: Date | null };

/**
 * The app on a fresh database of `engine` for one describe block of newsletter tests, the rows an
 * address has (in any letter case), and a new client address per call: each test speaks from its
 * own, so the rate limit of one does not leak into another.
 */
export function useNewsletterApi(engine: "pglite" | "postgres") {
  let database: TestDatabase;
  let app: ReturnType<typeof createTestApp>;
  let ipCounter = 0;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    app = createTestApp(database);
  });
  afterAll(() => database.destroy());

  return {
    get api() {
      return app;
    },
    nextIp: () => `198.51.100.${++ipCounter}`,
    subscribers: (email: string) =>
      queryRows<NewsletterRow>(
        database.db,
        sql`select email, unsubscribe_token, unsubscribed_at from newsletter_subscribers where lower(email) = lower(${email})`,
      ),
  };
}
