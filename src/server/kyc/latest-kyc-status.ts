import { sql } from "drizzle-orm";

/**
 * Each user's KYC status as of their latest submission (a rejected user who sent again is pending
 * again), as a subquery of (user_id, status) to join on. Users who never submitted have no row.
 */
export const latestKycStatuses = sql`(
  select distinct on (user_id) user_id, status from kyc_submissions order by user_id, submitted_at desc
)`;
