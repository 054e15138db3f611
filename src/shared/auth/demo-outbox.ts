import { z } from "zod";

/** Where the demo keeps the mails it would have sent (served only by a demo without SMTP). */
export const DEMO_OUTBOX_PATH = "/dev/mail";

/** `GET /api/account/outbox`: the outbox's address, or null when mails really go out (always in production). */
export const demoOutboxSchema = z.object({ outbox: z.literal(DEMO_OUTBOX_PATH).nullable() });
export type DemoOutbox = z.infer<typeof demoOutboxSchema>;
