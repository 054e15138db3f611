import { m } from "@/paraglide/messages";
import { formatCount } from "@/shared/format/money";
import { siteConfig } from "@/shared/site-config";
import { ContentSection } from "@/web/components/ui/section";
import { whitepaperOutline } from "@/web/features/marketing/whitepaper/whitepaper-outline";

export function MissionSection() {
  return (
    <ContentSection id="mission" title={whitepaperOutline.mission}>
      <div className="max-w-[70ch] space-y-4 break-words text-lg text-slate-700 leading-8">
        <p>
          {m.whitepaper_mission_academy({
            academy: siteConfig.academyName,
            count: formatCount(siteConfig.studentsPerYear),
          })}
        </p>
        <p>{m.whitepaper_mission_token({ symbol: siteConfig.tokenSymbol })}</p>
      </div>
    </ContentSection>
  );
}
