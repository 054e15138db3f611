import { Hono } from "hono";
import type { AdminDeps, AdminEnv } from "@/server/admin/admin-deps";

// Placeholder: built by the operator console work (issue 6).
export function adminKycRoutes(_deps: AdminDeps & { documentsDir: string }) {
  return new Hono<AdminEnv>();
}
