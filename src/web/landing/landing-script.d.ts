/** The landing page's script in the build, and the modules it imports (scripts/landing-script-plugin.ts). */
declare module "virtual:landing-script" {
  export const src: string;
  export const preload: string[];
}
