import { InboxIcon } from "lucide-react";
import { m } from "@/paraglide/messages";
import { richMessage } from "@/web/features/auth/lib/rich-message";
import { useDemoOutbox } from "@/web/lib/demo-outbox";

/**
 * In the demo no e-mail leaves the site: where the mail went is its outbox. Shown only when the
 * server says the outbox is served (a demo without SMTP; never production).
 */
export function DemoOutboxNote() {
  const outbox = useDemoOutbox();
  if (!outbox) return null;
  return (
    <p className="flex items-start gap-2 rounded-md border border-accent-400 bg-accent-400/15 p-3 text-slate-800 text-sm">
      <InboxIcon className="mt-0.5 size-4 shrink-0" aria-hidden />
      <span>
        {richMessage(m.auth_demo_outbox, {
          outbox: (
            <a href={outbox} className="font-semibold text-brand-800 underline">
              {m.auth_demo_outbox_link()}
            </a>
          ),
        })}
      </span>
    </p>
  );
}
