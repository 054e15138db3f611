import { Hono } from "hono";
import { m } from "@/paraglide/messages";
import { requireUser, type SignedInVariables } from "@/server/auth/require-user";
import type { RouteDeps } from "@/server/http/route-deps";
import { validate } from "@/server/http/validate";
import { readProfile, setProfileLocale, updateProfile } from "@/server/profile/profile-service";
import { assignPublicKeyId } from "@/server/profile/public-key-id";
import type { ApiError } from "@/shared/api-error";
import { profileLocaleSchema, profileUpdateSchema } from "@/shared/profile/profile-schema";

const gone = (): ApiError => ({ error: m.api_sign_in_required(), code: "unauthenticated" });

/**
 * The signed-in user's profile and public key ID (issue 5). The e-mail address is read-only; the
 * other fields follow the spec's rules (src/shared/profile/profile-schema.ts), which Better Auth's
 * own update-user endpoint cannot bypass: it is closed (src/server/auth/auth-routes.ts).
 */
export function profileRoutes({ auth, db }: Pick<RouteDeps, "auth" | "db">) {
  return new Hono<{ Variables: SignedInVariables }>()
    .use(requireUser(auth))
    .get("/", async (c) => {
      const profile = await readProfile(db, c.get("userId"));
      if (!profile) return c.json<ApiError>(gone(), 401);
      c.header("Cache-Control", "no-store");
      return c.json(profile);
    })
    .patch("/", validate("json", profileUpdateSchema), async (c) => {
      const update = c.req.valid("json");
      if (update.email !== undefined) {
        const current = await readProfile(db, c.get("userId"));
        if (!current) return c.json<ApiError>(gone(), 401);
        if (current.email.toLowerCase() !== update.email.toLowerCase()) {
          return c.json<ApiError>({ error: m.profile_validation_email_read_only(), field: "email" }, 400);
        }
      }
      await updateProfile(db, c.get("userId"), update);
      const profile = await readProfile(db, c.get("userId"));
      if (!profile) return c.json<ApiError>(gone(), 401);
      return c.json(profile);
    })
    .patch("/locale", validate("json", profileLocaleSchema), async (c) => {
      const { locale } = c.req.valid("json");
      await setProfileLocale(db, c.get("userId"), locale);
      return c.json({ locale });
    })
    .post("/public-key-id", async (c) => {
      const publicKeyId = await assignPublicKeyId(db, c.get("userId"));
      return c.json({ publicKeyId }, 201);
    });
}
