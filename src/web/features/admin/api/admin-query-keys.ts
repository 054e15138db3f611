/**
 * Query keys of the operator console, all under ["admin"]. A change an operator makes (an attribution,
 * a KYC decision) refreshes every console figure through `adminKeys.data`, never the role check.
 */
export const adminKeys = {
  all: ["admin"],
  /** GET /api/admin/me: whether the signed-in user is an operator. */
  me: ["admin", "me"],
  overview: ["admin", "overview"],
  /** One page of a console table: its API path and the query sent. */
  table: (path: string, query?: Record<string, unknown>) =>
    query ? ["admin", "table", path, query] : ["admin", "table", path],
} as const;

/** Every console query but the role check: what a change made by an operator may have moved. */
export const adminDataFilter = {
  queryKey: adminKeys.all,
  predicate: (query: { queryKey: readonly unknown[] }) => query.queryKey[1] !== "me",
};
