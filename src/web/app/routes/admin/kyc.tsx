import { adminMeta } from "@/web/features/admin/components/admin-meta";
import { ConsolePage } from "@/web/features/admin/components/console-page";
import { KycQueue } from "@/web/features/admin/kyc-review/components/kyc-queue";

export const meta = () => adminMeta("KYC queue");

/** /admin/kyc: the identity checks waiting for a decision, oldest first; each opens its review. */
export default function KycQueuePage() {
  return (
    <ConsolePage
      title="KYC queue"
      description="Identity checks submitted by investors. Pending ones are listed oldest first; open one to approve or reject it."
    >
      <KycQueue />
    </ConsolePage>
  );
}
