import { z } from "zod";
import { contract } from "@/shared/api/contract";
import { myDistributionSchema, publicRoundSchema } from "@/shared/distribution/holder-claims";

export const getMyDistribution = contract({
  method: "GET",
  path: "/api/distribution/mine",
  summary: "The investor's PXL and dividend claims, with their proofs",
  access: "investor",
  responses: { 200: myDistributionSchema },
});

export const getPublicRound = contract({
  method: "GET",
  path: "/api/rounds/:id",
  summary: "A published distribution or dividend round, public",
  access: "public",
  params: z.object({ id: z.string() }),
  responses: { 200: publicRoundSchema },
});

export const distributionContracts = [getMyDistribution, getPublicRound];
