import { ShieldCheckIcon } from "lucide-react";
import { NavLink } from "react-router";
import { consolePaths } from "@/shared/routes";
import { Button } from "@/web/components/ui/button";
import { isOperatorKeptOut, useAdminMe } from "@/web/features/admin/api/get-admin-me";

/**
 * "Admin" in the signed-in header, for operators only: GET /api/admin/me answers 200 to them, or a
 * refusal saying what they must do first (the console leads them through it), and 403 to everyone
 * else, which shows nothing (no error: an investor has nothing to do about it).
 */
export function AdminLink({ placement, onNavigate }: { placement: "bar" | "menu"; onNavigate?: () => void }) {
  const me = useAdminMe();
  const operator = me.isError ? isOperatorKeptOut(me.error) : Boolean(me.data);
  if (!operator) return null;
  const inMenu = placement === "menu";
  return (
    <Button asChild variant={inMenu ? "outline" : "ghost"} size={inMenu ? "default" : "sm"}>
      <NavLink to={consolePaths.overview} onClick={onNavigate}>
        <ShieldCheckIcon aria-hidden />
        Admin
      </NavLink>
    </Button>
  );
}
