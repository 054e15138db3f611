// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useLiveSale } from "@/web/features/sale/hooks/use-live-sale";

// The stream's code is loaded after the first paint; here that load fails, as on a dropped connection.
vi.mock("@/shared/realtime/live-events", () => {
  throw new Error("Failed to fetch dynamically imported module");
});

class FakeEventSource {
  static opened = 0;
  constructor() {
    FakeEventSource.opened++;
  }
  addEventListener() {}
  close() {}
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the live sale stream", () => {
  it("stays closed, without an unhandled rejection, when its code cannot load", async () => {
    vi.stubGlobal("EventSource", FakeEventSource);
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on("unhandledRejection", onUnhandled);
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useLiveSale(), { wrapper });
    await new Promise((resolve) => setTimeout(resolve, 200));
    process.off("unhandledRejection", onUnhandled);
    expect(unhandled).toEqual([]);
    expect(FakeEventSource.opened).toBe(0);
    await waitFor(() => expect(result.current).toBe(false));
  });
});
