import { useMemo, useState } from "react";
import type { RoundKind } from "@/shared/admin/distribution-rounds";
import type { HolderClaim } from "@/shared/distribution/holder-claims";
import type { RoundHolder, RoundHolders } from "@/shared/distribution/round-holders";
import { Badge } from "@/web/components/ui/badge";
import { CopyableValue } from "@/web/components/ui/copyable-value";
import { DataTable, type DataTableColumn } from "@/web/features/admin/components/data-table";
import { DataTableSelect } from "@/web/features/admin/components/data-table-select";
import { formatRoundAmount } from "@/web/features/admin/distribution/api/round-kinds";
import { InvestorCell } from "@/web/features/admin/distribution/components/investor-cells";
import { useLocalTable } from "@/web/features/admin/distribution/components/use-local-table";
import { ClaimOnBehalf } from "./claim-on-behalf";
import type { ClaimWallet } from "./claim-wallet";
import { useClaimsOnBehalf } from "./use-claim-on-behalf";

const shows = [
  { value: "all", label: "All holders (unclaimed first)" },
  { value: "unclaimed", label: "Unclaimed only" },
  { value: "claimed", label: "Claimed only" },
] as const;
type Show = (typeof shows)[number]["value"];

const unclaimed = (h: RoundHolder) => BigInt(h.unclaimedUnits);
const holderText = (h: RoundHolder) => `${h.firstName} ${h.lastName} ${h.email} ${h.account}`;

/** Those with something left to claim first, the largest first; then the rest, as the server ordered them. */
function unclaimedFirst(holders: readonly RoundHolder[]): RoundHolder[] {
  return holders
    .map((holder, i) => ({ holder, i }))
    .sort((a, b) => {
      const [x, y] = [unclaimed(a.holder), unclaimed(b.holder)];
      if (x !== y) return x > y ? -1 : 1;
      return a.i - b.i;
    })
    .map(({ holder }) => holder);
}

/**
 * A published round's holders as the chain has them: claimed, unclaimed, and for each one with
 * something left a "Claim on behalf" that the operator's wallet sends and pays the gas of.
 */
export function HoldersTable({
  kind,
  holders,
  wallet,
  refresh,
}: {
  kind: RoundKind;
  holders: RoundHolders;
  /** null while no wallet is connected on the distributor's chain. */
  wallet: ClaimWallet | null;
  refresh: () => Promise<unknown>;
}) {
  const [show, setShow] = useState<Show>("all");
  const claims = useClaimsOnBehalf(refresh);
  const rows = useMemo(() => {
    const sorted = unclaimedFirst(holders.holders);
    if (show === "all") return sorted;
    return sorted.filter((h) => unclaimed(h) > 0n === (show === "unclaimed"));
  }, [holders.holders, show]);
  const table = useLocalTable(rows, holderText);
  const amount = (units: string) => formatRoundAmount(kind, units);
  const sendFor = (userId: string, claim: HolderClaim, to: ClaimWallet) => () =>
    claims.send(userId, claim, to);
  const columns: DataTableColumn<RoundHolder>[] = [
    { id: "holder", header: "Holder", cell: (h) => <InvestorCell investor={h} /> },
    {
      id: "status",
      header: "Status",
      cell: (h) =>
        unclaimed(h) > 0n ? <Badge tone="warning">Unclaimed</Badge> : <Badge tone="success">Claimed</Badge>,
    },
    { id: "unclaimed", header: "Unclaimed", cell: (h) => amount(h.unclaimedUnits) },
    { id: "claimed", header: "Claimed", cell: (h) => amount(h.claimedUnits) },
    {
      id: "action",
      header: "Claim",
      className: "min-w-44 max-w-64",
      cell: (h) =>
        // A row whose claim was sent from here keeps its progress (and its hash) once it reads claimed.
        h.claim && (unclaimed(h) > 0n || claims.stateOf(h.userId).step !== "idle") ? (
          <ClaimOnBehalf
            state={claims.stateOf(h.userId)}
            who={h.email}
            amount={amount(h.unclaimedUnits)}
            onSend={wallet && h.claim ? sendFor(h.userId, h.claim, wallet) : null}
          />
        ) : unclaimed(h) > 0n ? (
          <span className="text-slate-600 text-xs">Not in the distributor's current root.</span>
        ) : null,
    },
    { id: "cumulative", header: "Owed in total", cell: (h) => amount(h.cumulativeAmount) },
    {
      id: "account",
      header: "Account",
      className: "max-w-64",
      cell: (h) => <CopyableValue value={h.account} copyLabel={`Copy the account of ${h.email}`} />,
    },
  ];
  return (
    <DataTable
      caption="Holders of the round on chain"
      table={table}
      columns={columns}
      rowKey={(h) => h.userId}
      searchPlaceholder="Name, e-mail or account"
      toolbar={
        <DataTableSelect
          label="Show"
          value={show}
          options={shows}
          onChange={(value) => setShow(shows.find((s) => s.value === value)?.value ?? "all")}
        />
      }
    />
  );
}
