/**
 * The phone's menu (SiteHeader's StaticMenu): a modal `<dialog>`, which traps the focus, closes on
 * Escape and gives the focus back to the menu button by itself. The script opens it, and closes it
 * from its close button, a click outside its panel, or a link inside it.
 */
export function wireMenu(): void {
  for (const button of document.querySelectorAll<HTMLButtonElement>("button[data-menu-open]")) {
    const dialog = document.getElementById(button.dataset.menuOpen ?? "");
    if (!(dialog instanceof HTMLDialogElement)) continue;
    button.addEventListener("click", () => {
      dialog.showModal();
      button.setAttribute("aria-expanded", "true");
    });
    dialog.addEventListener("close", () => button.setAttribute("aria-expanded", "false"));
    dialog.addEventListener("click", (event) => {
      const target = event.target instanceof Element ? event.target : null;
      if (target?.closest("[data-menu-close], a") || outside(dialog, event)) dialog.close();
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
