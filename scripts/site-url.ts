/**
 * The public address baked into the prerendered pages' canonical links and social tags. Build
 * tooling reads it from the same variables as the server's config (BASE_URL, else localhost:PORT).
 */
export function siteUrlFromEnv(env: Record<string, string | undefined> = process.env): string {
  return (env.BASE_URL ?? `http://localhost:${env.PORT ?? 3000}`).replace(/\/+$/, "");
}

export const buildInfoFile = "build/build-info.json";

export interface BuildInfo {
  siteUrl: string;
  builtAt: string;
}
