import { z } from "zod";
import { contract } from "@/shared/api/contract";

export const getOpenApi = contract({
  method: "GET",
  path: "/api/openapi.json",
  summary: "This document: the API as OpenAPI 3.1, Better Auth's routes under /api/auth included",
  access: "public",
  responses: { 200: z.looseObject({ openapi: z.string(), paths: z.record(z.string(), z.unknown()) }) },
});
