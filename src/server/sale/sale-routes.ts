import { Hono } from "hono";
import type { SaleFigures } from "@/server/sale/sale-figures";

export function saleRoutes(sale: SaleFigures): Hono {
  return new Hono().get("/", async (c) => {
    const { json } = await sale.current();
    c.header("Cache-Control", "no-cache");
    return c.body(json, 200, { "Content-Type": "application/json" });
  });
}
