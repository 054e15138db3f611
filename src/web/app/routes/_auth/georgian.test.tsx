// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { Toaster } from "sonner";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { paths } from "@/shared/routes";
import ForgotPassword from "@/web/app/routes/_auth/forgot-password";
import Login from "@/web/app/routes/_auth/login";
import Register from "@/web/app/routes/_auth/register";
import ResetPassword from "@/web/app/routes/_auth/reset-password";
import { stubFetch } from "@/web/features/auth/components/test-utils";
import type { CaptchaFieldControl } from "@/web/features/auth/hooks/use-captcha";

// The real widget solves a proof of work in a worker; here a button hands over a payload.
vi.mock("@/web/features/auth/components/captcha-field", () => ({
  CaptchaField: ({ control }: { control: CaptchaFieldControl }) => (
    <button type="button" onClick={() => control.onPayloadChange(`solution-${control.resets}`)}>
      Solve captcha
    </button>
  ),
}));

/** Where the router is now: the pages navigate after a success. */
function Where() {
  const location = useLocation();
  return <output aria-label="location">{location.pathname + location.search}</output>;
}

/** A Georgian page: the browser's address (which the messages read) and the router's agree. */
function renderAt(path: string, page: ReactNode) {
  window.history.replaceState(null, "", path);
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={path.split("?")[0]} element={page} />
          <Route path="*" element={<Where />} />
        </Routes>
        <Toaster />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const location = () => screen.getByLabelText("location").textContent;
const linkTo = (name: string | RegExp) => screen.getByRole("link", { name }).getAttribute("href");

beforeEach(() => {
  // Sonner's toaster asks for it; jsdom has none.
  window.matchMedia ??= vi
    .fn()
    .mockReturnValue({ matches: false, addEventListener() {}, removeEventListener() {} });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.history.replaceState(null, "", "/");
});

/** Fills the Georgian login form, solves the captcha and submits. */
async function signInInGeorgian() {
  fireEvent.change(screen.getByLabelText("ელფოსტა"), { target: { value: "nino@example.ge" } });
  fireEvent.change(screen.getByLabelText("პაროლი"), { target: { value: "correct horse" } });
  fireEvent.click(screen.getByRole("button", { name: "Solve captcha" }));
  const submit = screen.getByRole("button", { name: "შესვლა" }) as HTMLButtonElement;
  await waitFor(() => expect(submit.disabled).toBe(false));
  fireEvent.click(submit);
}

describe("the account screens on a /ka page", () => {
  it("register: Georgian labels, links that stay on /ka pages, Georgian field errors", async () => {
    renderAt("/ka/register", <Register />);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("შექმენით თქვენი ანგარიში");
    for (const label of ["სახელი", "გვარი", "ელფოსტა", "ტელეფონი", "ქვეყანა", "პაროლი", "გაიმეორეთ პაროლი"]) {
      expect(screen.getByLabelText(label)).toBeTruthy();
    }
    expect(screen.getByRole("group", { name: "შეთანხმებები" })).toBeTruthy();
    expect(linkTo(/მომსახურების პირობებს/)).toBe(`/ka${paths.terms}`);
    expect(linkTo(/კონფიდენციალურობის პოლიტიკას/)).toBe(`/ka${paths.privacy}`);
    expect(linkTo("შესვლა")).toBe("/ka/login");
    expect(linkTo("მთავარ გვერდზე დაბრუნება")).toBe("/ka");
    // The country list (built when the field is reached) is named in Georgian too.
    fireEvent.focus(screen.getByLabelText("ქვეყანა"));
    expect(document.querySelector('datalist option[value="საქართველო"]')).not.toBeNull();

    fireEvent.click(screen.getByRole("button", { name: "Solve captcha" }));
    const submit = screen.getByRole("button", { name: "ანგარიშის შექმნა" }) as HTMLButtonElement;
    await waitFor(() => expect(submit.disabled).toBe(false));
    fireEvent.click(submit);
    expect(await screen.findByText("სახელი სავალდებულოა")).toBeTruthy();
    expect(screen.getByText("ელფოსტა სავალდებულოა")).toBeTruthy();
    expect(screen.getByText("გთხოვთ, დაეთანხმოთ მომსახურების პირობებს")).toBeTruthy();
  });

  it("register: the confirmation link returns to the Georgian dashboard, then the Georgian login page", async () => {
    const fetchMock = stubFetch({ status: 201, body: { status: "check_email" } });
    renderAt("/ka/register", <Register />);
    const fill = (label: string, value: string) =>
      fireEvent.change(screen.getByLabelText(label), { target: { value } });
    fill("სახელი", "ნინო");
    fill("გვარი", "ბერიძე");
    fill("ელფოსტა", "nino@example.ge");
    fill("ტელეფონი", "+995 555 123 456");
    fill("ქვეყანა", "საქართველო");
    fill("პაროლი", "correct horse battery");
    fill("გაიმეორეთ პაროლი", "correct horse battery");
    for (const box of screen.getAllByRole("checkbox")) fireEvent.click(box);
    fireEvent.click(screen.getByRole("button", { name: "Solve captcha" }));
    const submit = screen.getByRole("button", { name: "ანგარიშის შექმნა" }) as HTMLButtonElement;
    await waitFor(() => expect(submit.disabled).toBe(false));
    fireEvent.click(submit);

    await waitFor(() => expect(location()).toBe("/ka/login?redirectTo=%2Fka%2Fdashboard"));
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe("/api/account/register?redirectTo=%2Fka%2Fdashboard");
    expect(new Headers(init?.headers).get("Accept-Language")).toBe("ka");
  });

  it("login: Georgian form, links to /ka pages, and a sign-in lands on /ka/dashboard", async () => {
    stubFetch({ status: 200, body: { user: { id: "u1" } } }, { status: 200, body: null });
    renderAt("/ka/login", <Login />);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("შესვლა");
    expect(linkTo("დაგავიწყდათ პაროლი?")).toBe(`/ka${paths.forgotPassword}`);
    expect(linkTo("შექმენით ანგარიში")).toBe("/ka/register");
    expect(screen.getByLabelText("დამიმახსოვრე")).toBeTruthy();
    expect(screen.getByRole("button", { name: "ჩვენება: პაროლი" })).toBeTruthy();

    await signInInGeorgian();
    await waitFor(() => expect(location()).toBe("/ka/dashboard"));
  });

  it("login: the return path of a Georgian page is where sign-in goes", async () => {
    stubFetch({ status: 200, body: { user: { id: "u1" } } }, { status: 200, body: null });
    renderAt("/ka/login?redirectTo=%2Fka%2Finvestment", <Login />);
    await signInInGeorgian();
    await waitFor(() => expect(location()).toBe("/ka/investment"));
  });

  it("forgot password: Georgian texts, the reset link asked for the Georgian reset page", async () => {
    const fetchMock = stubFetch({ status: 200, body: { status: true } });
    renderAt("/ka/forgot-password", <ForgotPassword />);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("დაგავიწყდათ პაროლი?");
    expect(linkTo("შესვლაზე დაბრუნება")).toBe("/ka/login");
    fireEvent.change(screen.getByLabelText("ელფოსტა"), { target: { value: "nino@example.ge" } });
    fireEvent.click(screen.getByRole("button", { name: "Solve captcha" }));
    const submit = screen.getByRole("button", { name: "აღდგენის ბმულის გაგზავნა" }) as HTMLButtonElement;
    await waitFor(() => expect(submit.disabled).toBe(false));
    fireEvent.click(submit);
    expect(await screen.findByRole("heading", { name: "შეამოწმეთ ელფოსტა" })).toBeTruthy();
    const [, init] = fetchMock.mock.calls[0] ?? [];
    expect(JSON.parse(String(init?.body))).toMatchObject({ redirectTo: `/ka${paths.resetPassword}` });
  });

  it("reset password: the Georgian form, its mismatch alert, and the way on to the Georgian login", async () => {
    stubFetch({ status: 200, body: { status: true } }, { status: 200, body: { status: "signed_out" } });
    renderAt("/ka/reset-password?token=tok-123", <ResetPassword />);
    expect(await screen.findByRole("heading", { name: "დააყენეთ ახალი პაროლი" })).toBeTruthy();
    fireEvent.change(screen.getByLabelText("ახალი პაროლი"), { target: { value: "long enough 1" } });
    fireEvent.change(screen.getByLabelText("გაიმეორეთ ახალი პაროლი"), { target: { value: "long enough 2" } });
    expect(await screen.findByText("პაროლები არ ემთხვევა")).toBeTruthy();
    fireEvent.change(screen.getByLabelText("გაიმეორეთ ახალი პაროლი"), { target: { value: "long enough 1" } });
    const submit = screen.getByRole("button", { name: "პაროლის განახლება" }) as HTMLButtonElement;
    await waitFor(() => expect(submit.disabled).toBe(false));
    fireEvent.click(submit);
    expect(await screen.findByRole("heading", { name: "პაროლი განახლდა" })).toBeTruthy();
    expect(linkTo("შესვლაზე გადასვლა")).toBe("/ka/login");
  });

  it("reset password: a bad link says so in Georgian and offers the Georgian forgot-password page", async () => {
    renderAt("/ka/reset-password?error=INVALID_TOKEN", <ResetPassword />);
    expect(await screen.findByRole("heading", { name: "აღდგენის ბმული არ მოქმედებს" })).toBeTruthy();
    expect(linkTo("ახალი აღდგენის ბმულის მოთხოვნა")).toBe(`/ka${paths.forgotPassword}`);
  });
});
