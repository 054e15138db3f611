import { listPayments } from "@/shared/admin/admin-contract";
import {
  adminPaymentStates,
  adminPaymentsPageSchema,
  adminPaymentsQuerySchema,
} from "@/shared/admin/payments";
import { DataTable } from "@/web/features/admin/components/data-table";
import { useAdminTable } from "@/web/features/admin/components/use-admin-table";
import { paymentColumns } from "@/web/features/admin/payments/payment-columns";
import { paymentStates } from "@/web/features/admin/payments/payment-state";

const stateOptions = [
  { value: "all", label: "All states" },
  ...adminPaymentStates.map((state) => ({ value: state, label: paymentStates[state].label })),
];

/** Every payment to the sale wallet, with its state and investor; attribute one, or mark a refund paid. */
export function PaymentsTable() {
  const table = useAdminTable(listPayments.path, adminPaymentsQuerySchema, adminPaymentsPageSchema);
  return (
    <DataTable
      caption="Payments"
      table={table}
      columns={paymentColumns}
      rowKey={(p) => `${p.chainId}:${p.txHash}:${p.logIndex}`}
      searchPlaceholder="Transaction hash, sender or investor e-mail"
      filters={[{ key: "state", label: "State", options: stateOptions }]}
    />
  );
}
