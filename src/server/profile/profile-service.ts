import { eq, sql } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { publicKeyIds, user } from "@/server/db/schema";
import type { Locale } from "@/shared/i18n/locales";
import type { Profile, ProfileUpdate } from "@/shared/profile/profile-schema";

/** The user's profile as the profile page shows it, or null if the user is gone. */
export async function readProfile(db: Db, userId: string): Promise<Profile | null> {
  const [row] = await db
    .select({
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      phone: user.phone,
      country: user.country,
      publicKeyId: publicKeyIds.keyId,
    })
    .from(user)
    .leftJoin(publicKeyIds, eq(publicKeyIds.userId, user.id))
    .where(eq(user.id, userId));
  return row ?? null;
}

/** Writes the four editable fields; the display name Better Auth keeps follows the first and last name. */
export async function updateProfile(db: Db, userId: string, update: ProfileUpdate): Promise<void> {
  await db
    .update(user)
    .set({
      firstName: update.firstName,
      lastName: update.lastName,
      name: `${update.firstName} ${update.lastName}`,
      phone: update.phone,
      country: update.country,
      updatedAt: sql`now()`,
    })
    .where(eq(user.id, userId));
}

/** The language the investor's e-mails and notifications are written in from now on. */
export async function setProfileLocale(db: Db, userId: string, locale: Locale): Promise<void> {
  await db.update(user).set({ locale, updatedAt: sql`now()` }).where(eq(user.id, userId));
}
