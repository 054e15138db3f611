import { getSession } from "@/web/lib/session-read";

/** Whether the reader is signed in, once asked; null until then. */
let signedIn: boolean | null = null;

/**
 * Turns what `root` holds into the signed-in page once the session says so, as the app's SessionLinks
 * and Home do: each `data-signed-in-href` link takes its signed-in address (and text), and what only
 * a visitor needs (`data-signed-out-only`) goes. The header's links, invisible while the session
 * loads, then show. Templates cloned later pass through here too.
 */
export function applySession(root: ParentNode): void {
  if (signedIn === null) return;
  for (const link of root.querySelectorAll<HTMLElement>("[data-signed-in-href]")) {
    if (signedIn) {
      link.setAttribute("href", link.dataset.signedInHref ?? "");
      if (link.dataset.signedInText) link.textContent = link.dataset.signedInText;
    }
    link.classList.remove("invisible");
  }
  if (signedIn) for (const node of root.querySelectorAll("[data-signed-out-only]")) node.remove();
}

/** Asks for the session once. A failed answer reads as signed out, as in the app. */
export async function followSession(): Promise<void> {
  signedIn = await getSession().then(
    (session) => session !== null,
    () => false,
  );
  applySession(document);
}
