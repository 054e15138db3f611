import { Hono } from "hono";
import type { AdminDeps, AdminEnv } from "@/server/admin/admin-deps";
import {
  REQUEST_ID,
  readAttributionRequestsPage,
} from "@/server/admin/attribution-requests/attribution-request-table";
import {
  attributeRequest,
  type DecideResult,
  declineRequest,
} from "@/server/admin/attribution-requests/decide-attribution-request";
import { validate } from "@/server/http/validate";
import {
  adminAttributionRequestsQuerySchema,
  declineAttributionSchema,
} from "@/shared/admin/attribution-requests";
import type { ApiError } from "@/shared/api-error";

const notFound: ApiError = { error: "No such attribution request.", code: "not_found" };

/** A decision that did not happen, in the operator's words, with its status. */
function refusal(
  result: Exclude<DecideResult, { status: "attributed" | "declined" }>,
): [ApiError, 403 | 404 | 409] {
  switch (result.status) {
    case "not_found":
      return [notFound, 404];
    case "already_decided":
      return [
        { error: `This request was already ${result.decided}. Refresh the list.`, code: "already_decided" },
        409,
      ];
    case "refused": {
      const ledger = result.ledger;
      switch (ledger.status) {
        case "not_final":
          return [
            ledger.finality === "pending"
              ? {
                  error: "This payment is not final yet. It can be attributed once its block is final.",
                  code: "not_final",
                }
              : {
                  error:
                    "This payment was removed from the chain by a reorganisation: there is nothing to credit.",
                  code: "orphaned",
                },
            409,
          ];
        case "already_credited":
          return [
            {
              error: ledger.to
                ? `This payment is already credited to ${ledger.to}. Decline the request, saying so.`
                : "This payment is already credited. Decline the request, saying so.",
              code: "already_credited",
            },
            409,
          ];
        case "own_account":
          return [
            {
              error: "You cannot approve your own attribution request: another operator must.",
              code: "own_account",
            },
            403,
          ];
        case "no_such_payment":
        case "no_such_account":
          return [
            { error: "The payment or the investor's account no longer exists.", code: ledger.status },
            409,
          ];
      }
    }
  }
}

/**
 * The queue of attribution requests (operators only: mounted behind requireOperator): `GET /` the
 * list, `POST /:id/attribute` (the ledger's manual attribution), `POST /:id/decline` (with a reason
 * the investor reads). Both decisions are audited; the investor is notified of either.
 */
export function adminAttributionRequestRoutes({ db, realtime }: Pick<AdminDeps, "db" | "realtime">) {
  return new Hono<AdminEnv>()
    .get("/", validate("query", adminAttributionRequestsQuerySchema), async (c) =>
      c.json(await readAttributionRequestsPage(db, c.req.valid("query"))),
    )
    .post("/:id/attribute", async (c) => {
      const id = c.req.param("id");
      if (!REQUEST_ID.test(id)) return c.json<ApiError>(notFound, 404);
      const result = await attributeRequest(db, c.get("operator"), id);
      if (result.status === "attributed" || result.status === "declined")
        return c.json({ status: result.status });
      const [body, status] = refusal(result);
      return c.json<ApiError>(body, status);
    })
    .post("/:id/decline", validate("json", declineAttributionSchema), async (c) => {
      const id = c.req.param("id");
      if (!REQUEST_ID.test(id)) return c.json<ApiError>(notFound, 404);
      const result = await declineRequest(db, realtime, c.get("operator"), id, c.req.valid("json"));
      if (result.status === "attributed" || result.status === "declined")
        return c.json({ status: result.status });
      const [body, status] = refusal(result);
      return c.json<ApiError>(body, status);
    });
}
