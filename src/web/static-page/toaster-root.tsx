import { createRoot } from "react-dom/client";
import { PageToaster } from "@/web/components/ui/toaster";

/** Mounts the site's toaster at the end of the page; resolves once it has rendered and listens. */
export function mountToaster(): Promise<void> {
  const host = document.createElement("div");
  document.body.append(host);
  createRoot(host).render(<PageToaster />);
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}
