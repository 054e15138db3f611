import type { AdminKycSubmission } from "@/shared/admin/kyc-review";
import { formatDate, formatDateTime } from "@/shared/format/dates";
import { Card, CardContent, CardHeader } from "@/web/components/ui/card";
import { documentTypeLabel, nationalityLabel } from "@/web/features/admin/kyc-review/lib/kyc-labels";

/** Everything the investor entered in the wizard, as they entered it. */
export function SubmissionDetails({ submission: s }: { submission: AdminKycSubmission }) {
  const rows: Array<[string, React.ReactNode]> = [
    ["Full name", s.fullName],
    ["E-mail", s.email],
    ["Date of birth", formatDate(s.dateOfBirth)],
    ["Nationality", nationalityLabel(s.nationality)],
    ["Address", s.address],
    ["City", s.city],
    ["Postal code", s.postalCode],
    ["Document type", documentTypeLabel(s.documentType)],
    ["Document number", s.documentNumber],
    ["Expiry date", formatDate(s.expiryDate)],
    ["Submitted", formatDateTime(s.submittedAt)],
  ];
  return (
    <Card>
      <CardHeader>
        <h3 className="font-semibold text-lg leading-tight">Details</h3>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
          {rows.map(([label, value]) => (
            <div key={label} className="flex min-w-0 flex-col gap-0.5">
              <dt className="text-slate-600">{label}</dt>
              <dd className="font-medium text-slate-900 wrap-anywhere">{value}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
