import { contract } from "@/shared/api/contract";
import { portfolioSchema } from "@/shared/portfolio/portfolio-schema";
import {
  profileLocaleSchema,
  profileSchema,
  profileUpdateSchema,
  publicKeyIdSchema,
} from "@/shared/profile/profile-schema";

export const getPortfolio = contract({
  method: "GET",
  path: "/api/portfolio",
  summary: "The investor's payments, credits, tokens and refunds due",
  access: "investor",
  responses: { 200: portfolioSchema },
});

export const getProfile = contract({
  method: "GET",
  path: "/api/profile",
  summary: "The investor's profile",
  access: "investor",
  responses: { 200: profileSchema },
});

export const updateProfile = contract({
  method: "PATCH",
  path: "/api/profile",
  summary: "Change the profile's name, phone or country (never the e-mail)",
  access: "investor",
  body: profileUpdateSchema,
  responses: { 200: profileSchema },
});

export const assignPublicKeyId = contract({
  method: "POST",
  path: "/api/profile/public-key-id",
  summary: "Give the investor their public key id (kept once given)",
  access: "investor",
  responses: { 201: publicKeyIdSchema },
});

export const setProfileLocale = contract({
  method: "PATCH",
  path: "/api/profile/locale",
  summary: "Choose the language of the investor's e-mails and notifications (en, ka)",
  access: "investor",
  body: profileLocaleSchema,
  responses: { 200: profileLocaleSchema },
});

export const profileContracts = [
  getPortfolio,
  getProfile,
  updateProfile,
  assignPublicKeyId,
  setProfileLocale,
];
