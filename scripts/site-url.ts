/**
 * The public address baked into the prerendered pages' canonical links and social tags. Build
 * tooling reads it from the same variables as the server's config (BASE_URL, else localhost:PORT).
 */
export function siteUrlFromEnv(env: Record<string, string | undefined> = process.env): string {
  return (env.BASE_URL ?? `http://localhost:${env.PORT ?? 3000}`).replace(/\/+$/, "");
}

/** Whether the build is a demo's (the banner shows): `npm start` passes PXL_DEMO=false for production. */
export function demoFromEnv(env: Record<string, string | undefined> = process.env): boolean {
  return env.PXL_DEMO !== "false";
}

export const buildInfoFile = "build/build-info.json";

export interface BuildInfo {
  siteUrl: string;
  demo: boolean;
  builtAt: string;
}
