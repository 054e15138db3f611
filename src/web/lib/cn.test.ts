import { clsx } from "clsx";
import fc from "fast-check";
import * as tailwindMerge from "tailwind-merge";
import { describe, expect, it, vi } from "vitest";

// Counts how often the configuration is made: the set-up `prepareClassMerge` moves out of the first merge.
vi.mock("tailwind-merge", async (importOriginal) => {
  const original = await importOriginal<typeof import("tailwind-merge")>();
  return { ...original, getDefaultConfig: vi.fn(original.getDefaultConfig) };
});

/** A fresh `cn` module: its configuration and tables not made yet. */
const freshCn = async () => {
  vi.resetModules();
  vi.mocked(tailwindMerge.getDefaultConfig).mockClear();
  return import("@/web/lib/cn");
};

/** Classes of a few groups that override one another, with variants, as our components write them. */
const someClass = fc.constantFrom(
  ...[
    "p-2 p-4 px-3 py-1 h-9 h-11 h-auto min-h-12 w-full size-6 gap-2 gap-5",
    "text-sm text-base text-slate-600 text-red-600 font-medium whitespace-nowrap whitespace-normal",
    "bg-brand-600 bg-white hover:bg-brand-700 hover:bg-slate-100 rounded-md rounded-full",
    "flex inline-flex hidden md:flex",
  ]
    .join(" ")
    .split(" "),
);
const someInput = fc.oneof(
  someClass,
  fc.array(someClass, { maxLength: 4 }).map((xs) => xs.join(" ")),
  fc.constantFrom(undefined, null, false, ""),
  fc.array(someClass, { maxLength: 3 }),
  fc.dictionary(someClass, fc.boolean(), { maxKeys: 3 }),
);

describe("cn: joins class names, the later of a group winning", () => {
  it("gives what clsx then tailwind-merge's twMerge give, prepared or not", async () => {
    const unprepared = await freshCn();
    const prepared = await freshCn();
    await prepared.prepareClassMerge();
    fc.assert(
      fc.property(fc.array(someInput, { maxLength: 6 }), (inputs) => {
        const expected = tailwindMerge.twMerge(clsx(inputs));
        expect(unprepared.cn(...inputs)).toBe(expected);
        expect(prepared.cn(...inputs)).toBe(expected);
      }),
    );
    expect(prepared.cn("h-11 px-8", "h-auto min-h-12")).toBe("px-8 h-auto min-h-12");
  });

  it("prepareClassMerge makes the configuration in a later task, once, and the first cn() reuses it", async () => {
    const { cn, prepareClassMerge } = await freshCn();
    const made = vi.mocked(tailwindMerge.getDefaultConfig);
    const preparing = prepareClassMerge();
    expect(made).not.toHaveBeenCalled();
    await preparing;
    expect(made).toHaveBeenCalledTimes(1);
    expect(cn("p-2", "p-4")).toBe("p-4");
    expect(made).toHaveBeenCalledTimes(1);
  });

  it("a cn() before the preparation ends makes the configuration itself, and the page works the same", async () => {
    const { cn, prepareClassMerge } = await freshCn();
    const made = vi.mocked(tailwindMerge.getDefaultConfig);
    const preparing = prepareClassMerge();
    expect(cn("text-sm", "text-base")).toBe("text-base");
    await preparing;
    expect(cn("px-3 py-1", "p-2")).toBe("p-2");
    expect(made).toHaveBeenCalledTimes(1);
  });
});
