// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { useForm } from "react-hook-form";
import { Toaster } from "sonner";
import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { lazyZodResolver } from "@/web/lib/lazy-zod-resolver";

const schema = z.object({ email: z.email({ error: "Enter an e-mail address" }) });
type Values = z.input<typeof schema>;

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

type Checks = ReturnType<typeof lazyZodResolver<Values, Values>>;

function EmailForm({ checks, onValid }: { checks: Checks; onValid: (values: Values) => void }) {
  const form = useForm<Values>({ resolver: checks.resolver, defaultValues: { email: "" } });
  return (
    <form onSubmit={form.handleSubmit(onValid)} onFocus={checks.preload} noValidate>
      <label>
        Email
        <input {...form.register("email")} />
      </label>
      {form.formState.errors.email ? <p>{form.formState.errors.email.message}</p> : null}
      <button type="submit">Send</button>
    </form>
  );
}

/** A real form on the resolver; `load` stands for the schema module's import. */
function setup(load: () => Promise<typeof schema>) {
  const checks = lazyZodResolver(load);
  const onValid = vi.fn();
  render(
    <>
      <EmailForm checks={checks} onValid={onValid} />
      <Toaster />
    </>,
  );
  const email = screen.getByLabelText("Email");
  const submit = (value: string) => {
    fireEvent.change(email, { target: { value } });
    fireEvent.click(screen.getByRole("button", { name: "Send" }));
  };
  return { onValid, email, submit };
}

describe("lazyZodResolver", () => {
  it("checks with the loaded schema: its message for a bad value, the parsed values for a good one", async () => {
    const load = vi.fn(async () => schema);
    const ctx = setup(load);
    expect(load).not.toHaveBeenCalled();
    ctx.submit("not an address");
    expect(await screen.findByText("Enter an e-mail address")).toBeTruthy();
    expect(ctx.onValid).not.toHaveBeenCalled();
    ctx.submit("nino@example.ge");
    await waitFor(() => expect(ctx.onValid).toHaveBeenCalledOnce());
    expect(ctx.onValid.mock.calls[0]?.[0]).toEqual({ email: "nino@example.ge" });
    // Loaded once, however many validations ran (the change after the failed submit revalidates too).
    expect(load).toHaveBeenCalledOnce();
  });

  it("starts loading when the form is first focused", async () => {
    const load = vi.fn(async () => schema);
    const ctx = setup(load);
    fireEvent.focus(ctx.email);
    expect(load).toHaveBeenCalledOnce();
    ctx.submit("nino@example.ge");
    await waitFor(() => expect(ctx.onValid).toHaveBeenCalledOnce());
    expect(load).toHaveBeenCalledOnce();
  });

  it("a schema that cannot load sends nothing and says so; the next submit loads it again", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const load = vi
      .fn<() => Promise<typeof schema>>()
      .mockRejectedValueOnce(new TypeError("Failed to fetch dynamically imported module"))
      .mockResolvedValue(schema);
    const ctx = setup(load);
    fireEvent.focus(ctx.email); // the preload fails quietly: the submit reports it
    ctx.submit("nino@example.ge");
    expect(
      await screen.findByText("The form could not load its checks. Check your connection and try again."),
    ).toBeTruthy();
    expect(ctx.onValid).not.toHaveBeenCalled();
    ctx.submit("nino@example.ge");
    await waitFor(() => expect(ctx.onValid).toHaveBeenCalledOnce());
    expect(load.mock.calls.length).toBeGreaterThanOrEqual(2);
  });
});
