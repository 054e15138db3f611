import type { RoundPublishing } from "@/shared/distribution/round-publishing";
import { Alert } from "@/web/components/ui/alert";
import { CopyableValue } from "@/web/components/ui/copyable-value";
import { formatRoundAmount, formatRoundAmountExact } from "@/web/features/admin/distribution/api/round-kinds";

/** Whether the distributor can pay every claim the new root allows, and if not what to send it. */
export function fundingSentence(publishing: RoundPublishing): string {
  const { kind, balance, requiredBalance, shortfall } = publishing;
  if (BigInt(shortfall) > 0n) {
    return `Transfer ${formatRoundAmountExact(kind, shortfall)} to the distributor before publishing: it holds ${formatRoundAmount(kind, balance)} and the claims this root allows need ${formatRoundAmount(kind, requiredBalance)}.`;
  }
  return `The distributor holds enough: ${formatRoundAmount(kind, balance)} for ${formatRoundAmount(kind, requiredBalance)} of claims not yet made.`;
}

/** What the academy's wallet signs and where it goes, as GET .../publishing reads it from the chain. */
export function PublishingFacts({ publishing }: { publishing: RoundPublishing }) {
  const short = BigInt(publishing.shortfall) > 0n;
  const token = publishing.kind === "pxl" ? "PXL token" : "USDT token";
  return (
    <div className="flex flex-col gap-3">
      <dl className="grid gap-2 text-sm">
        <Fact label="Root to publish">
          <CopyableValue value={publishing.root} copyLabel="Copy root" />
        </Fact>
        <Fact label="Distributor">
          <CopyableValue value={publishing.distributor} copyLabel="Copy distributor address" />
        </Fact>
        <Fact label="Owner (must sign)">
          <CopyableValue value={publishing.owner} copyLabel="Copy owner address" />
        </Fact>
        <Fact label={token}>
          <CopyableValue value={publishing.token} copyLabel="Copy token address" />
        </Fact>
        <Fact label="Current root">
          {publishing.currentRoot ? (
            <CopyableValue value={publishing.currentRoot} copyLabel="Copy current root" />
          ) : (
            <span className="text-slate-600">None yet: this is the distributor's first round.</span>
          )}
        </Fact>
        <Fact label="Distributor's balance">{formatRoundAmount(publishing.kind, publishing.balance)}</Fact>
        <Fact label="Needed for every unclaimed amount">
          {formatRoundAmount(publishing.kind, publishing.requiredBalance)}
        </Fact>
      </dl>
      <Alert tone={short ? "warning" : "success"}>{fundingSentence(publishing)}</Alert>
    </div>
  );
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col gap-0.5">
      <dt className="font-medium text-slate-700">{label}</dt>
      <dd className="min-w-0">{children}</dd>
    </div>
  );
}
