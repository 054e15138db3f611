// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import "@/shared/i18n/current-locale";
import { KycStatusCard } from "@/web/features/kyc/components/kyc-status-card";
import { KycWizard } from "@/web/features/kyc/components/kyc-wizard";

const renderWizard = () =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <KycWizard initial={{ fullName: "Nino Beridze", nationality: "GE" }} />
    </QueryClientProvider>,
  );

const type = (label: string, value: string) => {
  const input = screen.getByLabelText(label);
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
};
const next = () => screen.getByRole("button", { name: "შემდეგი" });

beforeAll(() => window.history.replaceState(null, "", "/ka/kyc"));
afterAll(() => window.history.replaceState(null, "", "/"));
afterEach(cleanup);

describe("the identity check on /ka/kyc", () => {
  it("walks the steps in Georgian and says in Georgian why a field is refused", async () => {
    renderWizard();
    expect(screen.getByRole("heading", { name: "პირადი ინფორმაცია" })).toBeTruthy();
    expect(screen.getByText("ეტაპი 1 4-დან")).toBeTruthy();
    expect(screen.getByText("შესრულებულია 0%")).toBeTruthy();
    expect(screen.getByRole("combobox", { name: "მოქალაქეობა" })).toBeTruthy();
    type("დაბადების თარიღი", "2999-01-01");
    expect(await screen.findByText("დაბადების თარიღი წარსულში უნდა იყოს")).toBeTruthy();
    type("დაბადების თარიღი", "1990-01-02");
    await waitFor(() => expect(next()).toHaveProperty("disabled", false));
    fireEvent.click(next());
    expect(await screen.findByText("ეტაპი 2 4-დან")).toBeTruthy();
    type("მისამართი", "ab");
    expect(await screen.findByText("მისამართი უნდა შეიცავდეს მინიმუმ 3 სიმბოლოს")).toBeTruthy();
    expect(screen.getByText("გასაგრძელებლად შეავსეთ ამ ეტაპის ყველა ველი.")).toBeTruthy();
  });

  it("names the documents and the decision in Georgian", () => {
    render(
      <KycStatusCard
        status={{ status: "rejected", submittedAt: null, decidedAt: null, reason: null }}
        onSubmitAgain={() => {}}
      />,
    );
    expect(screen.getByText("უარყოფილია")).toBeTruthy();
    expect(screen.getByText("თქვენი ვინაობის შემოწმება უარყოფილია.")).toBeTruthy();
    expect(screen.getByText("მიზეზი: მიზეზი არ არის მითითებული.")).toBeTruthy();
    expect(screen.getByRole("button", { name: "ხელახლა გაგზავნა" })).toBeTruthy();
  });
});
