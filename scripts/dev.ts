/**
 * `npm run dev`: the API server (restarted on change by tsx watch) beside Vite's dev server with
 * hot reload, which proxies /api to it. Open http://localhost:5173.
 */
import { spawn } from "node:child_process";

const apiPort = process.env.API_PORT ?? "3001";
const children = [
  spawn("npx", ["tsx", "watch", "--clear-screen=false", "src/server/main.ts"], {
    stdio: "inherit",
    env: { ...process.env, PORT: apiPort, BASE_URL: "http://localhost:5173", SERVE_WEB: "false" },
  }),
  spawn("npx", ["react-router", "dev", "--port", "5173"], {
    stdio: "inherit",
    env: { ...process.env, API_PORT: apiPort },
  }),
];

const stop = () => {
  for (const child of children) child.kill("SIGTERM");
};
for (const child of children) {
  child.on("exit", (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
}
process.once("SIGINT", stop);
process.once("SIGTERM", stop);
