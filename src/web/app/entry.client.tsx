import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { prepareClassMerge } from "@/web/lib/cn";

/**
 * React Router's default browser entry, but for what runs before hydration: tailwind-merge's set-up
 * in tasks of its own (src/web/lib/cn.ts), so that no render of the hydration carries it. If it
 * fails, the first `cn()` does the work itself, and the page hydrates all the same.
 */
void prepareClassMerge()
  .catch((error: unknown) => console.error("tailwind-merge could not be prepared", error))
  .then(() => {
    startTransition(() => {
      hydrateRoot(
        document,
        <StrictMode>
          <HydratedRouter />
        </StrictMode>,
      );
    });
  });
