/** Where Better Auth answers: its routes are described by its plugin, merged into /api/openapi.json. */
export const AUTH_BASE_PATH = "/api/auth";

/** The Better Auth routes the browser calls directly, named once (ours have contracts instead). */
export const authPaths = {
  getSession: `${AUTH_BASE_PATH}/get-session`,
  sendVerificationEmail: `${AUTH_BASE_PATH}/send-verification-email`,
  resetPassword: `${AUTH_BASE_PATH}/reset-password`,
  verifyTotp: `${AUTH_BASE_PATH}/two-factor/verify-totp`,
  verifyBackupCode: `${AUTH_BASE_PATH}/two-factor/verify-backup-code`,
} as const;
