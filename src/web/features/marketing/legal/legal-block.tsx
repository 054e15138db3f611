import { siteConfig } from "@/shared/site-config";
import type { LegalBlock } from "@/web/features/marketing/legal/legal-content";
import { useLocale } from "@/web/lib/locale";

/** The academy's postal address as the page's readers write it. */
function ContactAddress() {
  const address = useLocale() === "ka" ? siteConfig.addressKa : siteConfig.address;
  return (
    <address className="rounded-lg border border-slate-200 bg-slate-50 p-4 not-italic">
      <span className="block font-semibold text-slate-900">{siteConfig.academyName}</span>
      <span className="block">{address.street}</span>
      <span className="block">
        {address.city}, {address.country}
      </span>
      <a
        href={`mailto:${siteConfig.email}`}
        className="mt-2 inline-block font-medium text-brand-700 underline underline-offset-4 hover:text-brand-900"
      >
        {siteConfig.email}
      </a>
    </address>
  );
}

/** One block of legal prose: a paragraph, a list, defined terms or the contact details. */
export function LegalBlockView({ block }: { block: LegalBlock }) {
  switch (block.kind) {
    case "paragraph":
      return <p>{block.text}</p>;
    case "list":
      return (
        <ul className="list-disc space-y-2 pl-6 marker:text-slate-500">
          {block.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      );
    case "terms":
      return (
        <dl className="space-y-3">
          {block.items.map((item) => (
            <div key={item.term}>
              <dt className="font-semibold text-slate-900">{item.term}</dt>
              <dd>{item.text}</dd>
            </div>
          ))}
        </dl>
      );
    case "contact":
      return <ContactAddress />;
  }
}
