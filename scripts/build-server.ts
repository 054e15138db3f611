/**
 * The server half of `npm run build`: build/server/main.js, which `npm start` runs with plain node
 * (no TypeScript at run time). The options are in server-build-options.ts.
 */
import { build } from "esbuild";
import { serverBuildOptions } from "./server-build-options";

await build(serverBuildOptions);
