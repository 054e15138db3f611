import { useEffect, useRef, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { paths } from "@/shared/routes";
import { pageHref } from "@/web/lib/locale";

export type ResetLink = { status: "verifying" } | { status: "valid"; token: string } | { status: "invalid" };

/**
 * Reads the reset link the server redirected to: `?token=…` when it was valid then, `?error=…`
 * when not. The token moves into memory and the address is rewritten to the plain path, so it
 * stays out of the history and of anything the page might share.
 */
export function useResetLink(): ResetLink {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const [link, setLink] = useState<ResetLink>({ status: "verifying" });
  const read = useRef(false);

  useEffect(() => {
    if (read.current) return;
    read.current = true;
    const token = searchParams.get("token");
    setLink(token && !searchParams.has("error") ? { status: "valid", token } : { status: "invalid" });
    if (searchParams.size > 0) navigate(pageHref(paths.resetPassword), { replace: true });
  }, [searchParams, navigate]);

  return link;
}
