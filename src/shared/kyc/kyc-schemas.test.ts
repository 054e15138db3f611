import { describe, expect, it } from "vitest";
import { documentProblem, MAX_DOCUMENT_BYTES, sniffDocumentType } from "@/shared/kyc/kyc-documents";
import { isAtLeast, isCalendarDate, kycStepSchemas } from "@/shared/kyc/kyc-schemas";

const bytes = (...values: number[]) => new Uint8Array(values);

describe("KYC rules shared by the wizard and the server", () => {
  it("reads the type from the first bytes only", () => {
    expect(sniffDocumentType(bytes(0xff, 0xd8, 0xff, 0xdb))).toBe("image/jpeg");
    expect(sniffDocumentType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a))).toBe("image/png");
    expect(sniffDocumentType(new TextEncoder().encode("%PDF-1.7"))).toBe("application/pdf");
    expect(sniffDocumentType(new TextEncoder().encode("<html>"))).toBeNull();
    expect(sniffDocumentType(bytes(0x89, 0x50, 0x4e, 0x47))).toBeNull();
    expect(documentProblem(0, bytes())).toMatch(/empty/);
    expect(documentProblem(MAX_DOCUMENT_BYTES + 1, bytes(0xff, 0xd8, 0xff))).toMatch(/10 MB/);
    expect(documentProblem(MAX_DOCUMENT_BYTES, bytes(0xff, 0xd8, 0xff))).toBeNull();
  });

  it("counts age by the calendar, a 29 February birthday reached on 1 March", () => {
    expect(isAtLeast(18, "2008-06-15", "2026-06-15")).toBe(true);
    expect(isAtLeast(18, "2008-06-15", "2026-06-14")).toBe(false);
    expect(isAtLeast(18, "2008-02-29", "2026-02-28")).toBe(false);
    expect(isAtLeast(18, "2008-02-29", "2026-03-01")).toBe(true);
    expect(isCalendarDate("2025-02-30")).toBe(false);
    expect(isCalendarDate("2024-02-29")).toBe(true);
  });

  it("gives each step's field its own message", () => {
    const { personal, document } = kycStepSchemas("2026-06-15");
    const young = personal.safeParse({ fullName: "Nino", dateOfBirth: "2008-06-16", nationality: "GE" });
    expect(young.error?.issues.map((i) => [i.path.join(), i.message])).toEqual([
      ["dateOfBirth", "You must be at least 18 years old to take part in the sale"],
    ]);
    const expired = document.safeParse({
      documentType: "passport",
      documentNumber: "AB123",
      expiryDate: "2026-06-14",
    });
    expect(expired.error?.issues[0]?.message).toBe("This document has expired");
    expect(
      document.safeParse({ documentType: "passport", documentNumber: "AB123", expiryDate: "2026-06-15" })
        .success,
    ).toBe(true);
  });
});
