import { m } from "@/paraglide/messages";
import { whitepaperOutline } from "@/web/features/marketing/whitepaper/whitepaper-outline";

/** Jump links to the whitepaper's sections, for the dark hero band. */
export function WhitepaperContents() {
  return (
    <nav aria-label={m.whitepaper_contents_label()} className="mt-8">
      <ul className="flex flex-wrap gap-2">
        {Object.entries(whitepaperOutline).map(([id, title]) => (
          <li key={id} className="max-w-full">
            <a
              href={`#${id}`}
              className="inline-flex min-h-11 max-w-full items-center break-words rounded-full border border-white/40 px-4 font-medium text-sm text-white hover:bg-white/10"
            >
              {title}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
