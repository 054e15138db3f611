/**
 * The phone's menu (SiteHeader's StaticMenu): a modal `<dialog>`, which traps the focus, closes on
 * Escape and gives the focus back to the menu button by itself. Where the browser has invoker
 * commands its buttons already open and close it, and the script only opens and closes it where
 * not. It keeps the button's `aria-expanded`, and closes the menu on a click outside its panel (where
 * `closedby` is missing) or on a link inside.
 */
export function wireMenu(): void {
  // Opened by the script too, the dialog would be open when the button's command runs, and the
  // browser warns of a command that found it so.
  const commands = "command" in HTMLButtonElement.prototype;
  for (const button of document.querySelectorAll<HTMLButtonElement>("button[data-menu-open]")) {
    const dialog = document.getElementById(button.dataset.menuOpen ?? "");
    if (!(dialog instanceof HTMLDialogElement)) continue;
    button.addEventListener("click", () => {
      if (!commands) dialog.showModal();
      button.setAttribute("aria-expanded", "true");
    });
    dialog.addEventListener("close", () => button.setAttribute("aria-expanded", "false"));
    dialog.addEventListener("click", (event) => {
      const target = event.target instanceof Element ? event.target : null;
      const closeButton = !commands && target?.closest("[data-menu-close]");
      if (closeButton || target?.closest("a") || outside(dialog, event)) dialog.close();
    });
  }
}

/** A click on the backdrop lands on the dialog itself, outside its box. */
function outside(dialog: HTMLDialogElement, event: MouseEvent): boolean {
  if (event.target !== dialog) return false;
  const box = dialog.getBoundingClientRect();
  const { clientX: x, clientY: y } = event;
  return x < box.left || x > box.right || y < box.top || y > box.bottom;
}
