import { whitepaperOutline } from "@/web/features/marketing/whitepaper/whitepaper-outline";

/** Jump links to the whitepaper's sections, for the dark hero band. */
export function WhitepaperContents() {
  return (
    <nav aria-label="Whitepaper sections" className="mt-8">
      <ul className="flex flex-wrap gap-2">
        {Object.entries(whitepaperOutline).map(([id, title]) => (
          <li key={id}>
            <a
              href={`#${id}`}
              className="inline-flex min-h-11 items-center rounded-full border border-white/40 px-4 font-medium text-sm text-white hover:bg-white/10"
            >
              {title}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
