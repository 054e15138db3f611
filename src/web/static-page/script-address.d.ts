/** The public pages' script in the build, and the modules it imports (scripts/static-page-script-plugin.ts). */
declare module "virtual:static-page-script" {
  export const src: string;
  export const preload: string[];
}
