import { adminMeta } from "@/web/features/admin/components/admin-meta";
import { ConsolePage } from "@/web/features/admin/components/console-page";
import { PaymentsTable } from "@/web/features/admin/payments/payments-table";

export const meta = () => adminMeta("Payments");

/** /admin/payments: every payment to the sale wallet; manual attribution and refunds paid back. */
export default function PaymentsPage() {
  return (
    <ConsolePage
      title="Payments"
      description="Every USDT transfer to the sale wallet. Attribute a payment no wallet proof can (an exchange withdrawal); record a refund paid back."
    >
      <PaymentsTable />
    </ConsolePage>
  );
}
