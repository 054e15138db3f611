// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { ExportDownloads } from "@/web/features/admin/exports/components/export-downloads";

afterEach(cleanup);

describe("the exports", () => {
  it("link each CSV to its download, with what it holds", () => {
    render(<ExportDownloads />);
    const holders = screen.getByRole("link", { name: "Download holders (CSV)" });
    expect(holders.getAttribute("href")).toBe("/api/admin/exports/holders.csv");
    expect(holders.hasAttribute("download")).toBe(true);
    expect(
      screen.getByRole("link", { name: "Download newsletter subscribers (CSV)" }).getAttribute("href"),
    ).toBe("/api/admin/exports/newsletter.csv");
    expect(screen.getByText(/primary wallet, tokens, amount invested and KYC status/).textContent).toMatch(
      /December 2026/,
    );
  });
});
