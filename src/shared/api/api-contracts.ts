import { adminContracts } from "@/shared/admin/admin-contract";
import { roundContracts } from "@/shared/admin/round-contract";
import type { ApiContract } from "@/shared/api/contract";
import { getOpenApi } from "@/shared/api/openapi-contract";
import { accountContracts } from "@/shared/auth/account-contract";
import { distributionContracts } from "@/shared/distribution/distribution-contract";
import { kycContracts } from "@/shared/kyc/kyc-contract";
import { newsletterContracts } from "@/shared/newsletter/newsletter-contract";
import { notificationContracts } from "@/shared/notifications/notification-contract";
import { profileContracts } from "@/shared/profile/profile-contract";
import { saleContracts } from "@/shared/sale/sale-contract";
import { walletContracts } from "@/shared/wallets/wallet-contract";

/**
 * Every route of our API, each declared once in its feature's `*-contract.ts`. The OpenAPI
 * document is built from this list, and a test holds it equal to the routes the app mounts.
 * Better Auth's own routes under /api/auth are not here: its plugin describes them.
 */
export const apiContracts: readonly ApiContract[] = [
  getOpenApi,
  ...saleContracts,
  ...accountContracts,
  ...newsletterContracts,
  ...profileContracts,
  ...notificationContracts,
  ...kycContracts,
  ...walletContracts,
  ...distributionContracts,
  ...adminContracts,
  ...roundContracts,
];
