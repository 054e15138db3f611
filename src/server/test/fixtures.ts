import type { Db } from "@/server/db/client";
import { user } from "@/server/db/schema";

export { validRegistration } from "@/shared/auth/valid-registration";

/** Confirmed users straight in the database (for tests of what happens after sign-up), one per id. */
export async function insertUsers(db: Db, ids: readonly string[]): Promise<void> {
  for (const id of ids) {
    await db.insert(user).values({
      id,
      name: id,
      email: `${id}@example.ge`,
      emailVerified: true,
      firstName: id,
      lastName: "Test",
      phone: "+995 555 000 000",
      country: "Georgia",
    });
  }
}
