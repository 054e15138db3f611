/** The public pages' script in the build (scripts/static-page-script-plugin.ts). */
declare module "virtual:static-page-script" {
  export const src: string;
}
