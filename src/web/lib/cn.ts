import { type ClassValue, clsx } from "clsx";
import { createTailwindMerge, getDefaultConfig } from "tailwind-merge";
import { nextTask } from "@/web/lib/next-task";

/** tailwind-merge's default configuration, made once: by `prepareClassMerge` or by the first merge. */
let config: ReturnType<typeof getDefaultConfig> | undefined;
const defaultConfig = () => {
  config ??= getDefaultConfig();
  return config;
};

// tailwind-merge's own `twMerge`, but for where its configuration comes from.
const merge = createTailwindMerge(defaultConfig);

/** Joins class names, letting later Tailwind classes override earlier ones. */
export function cn(...inputs: ClassValue[]): string {
  return merge(clsx(inputs));
}

/**
 * Makes tailwind-merge's configuration, then its tables, each in a task of its own (the browser
 * entry calls it before hydrating). Its first merge does both: in Lighthouse's traces of `/login`,
 * 9-15 ms and 12-17 ms of thread time, before the phone's 4x. Left to the first `cn()` of the
 * hydration, they lengthened a render React cannot cut to 16-23 ms (issue 13, decision 0027).
 */
export async function prepareClassMerge(): Promise<void> {
  await nextTask();
  defaultConfig();
  await nextTask();
  merge();
}
