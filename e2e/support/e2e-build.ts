/**
 * The browser tests' own build folder (BUILD_DIR): a run never changes build/ under a server started
 * from it. The e2e server and e2e/second-instance.spec.ts's server both serve it.
 */
export const E2E_BUILD_DIR = ".e2e-build";
