import { m } from "@/paraglide/messages";

const browsers: Array<[RegExp, string]> = [
  [/Edg\//, "Edge"],
  [/OPR\//, "Opera"],
  [/Firefox\//, "Firefox"],
  [/Chrom(e|ium)\//, "Chrome"],
  [/Safari\//, "Safari"],
];
const systems: Array<[RegExp, string]> = [
  [/Android/, "Android"],
  [/iPhone|iPad/, "iOS"],
  [/Windows/, "Windows"],
  [/Mac OS X|Macintosh/, "macOS"],
  [/Linux/, "Linux"],
];

/** "Chrome on Linux" from a user agent; enough to tell one's devices apart, no library needed. */
export function describeDevice(userAgent: string | null | undefined): string {
  if (!userAgent) return m.profile_device_unknown();
  const browser = browsers.find(([re]) => re.test(userAgent))?.[1];
  const system = systems.find(([re]) => re.test(userAgent))?.[1];
  if (browser && system) return m.profile_device_browser_on_system({ browser, system });
  return browser ?? system ?? m.profile_device_unknown();
}
