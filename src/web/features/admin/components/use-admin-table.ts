import { useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import { adminTableQuery, type TablePage } from "@/web/features/admin/api/admin-table-query";
import {
  type BaseTableQuery,
  type TableQuerySchema,
  useTableUrlState,
} from "@/web/features/admin/components/data-table-url-state";

/**
 * A console table's state and data: the query read from the address, sent to `path`, and the
 * answer checked against the contract's page schema. Hand the result to <DataTable table={...} />.
 */
export function useAdminTable<Query extends BaseTableQuery, Row>(
  path: string,
  querySchema: TableQuerySchema<Query>,
  pageSchema: z.ZodType<TablePage<Row>>,
) {
  const { query, update } = useTableUrlState(querySchema);
  const result = useQuery(adminTableQuery(path, query as unknown as Record<string, unknown>, pageSchema));
  return { query, update, result };
}

export type AdminTable<Query extends BaseTableQuery, Row> = ReturnType<typeof useAdminTable<Query, Row>>;
