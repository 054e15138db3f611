/** The whitepaper's sections, in page order: their anchors (keys) and headings. */
export const whitepaperOutline = {
  mission: "Our Mission",
  token: "The PXL Token",
  value: "Value and Profit Calculation",
  funds: "Use of Funds",
  tokenomics: "Tokenomics",
  safety: "Safety",
  team: "Team and Partners",
} as const;

export type WhitepaperSectionId = keyof typeof whitepaperOutline;
