import { m } from "@/paraglide/messages";

/**
 * The whitepaper's sections, in page order: their anchors (keys) and headings. The headings are
 * getters: each reading calls its message, so the outline speaks the language of the page rendering it.
 */
export const whitepaperOutline = {
  get mission() {
    return m.whitepaper_mission_title();
  },
  get token() {
    return m.whitepaper_token_title();
  },
  get value() {
    return m.whitepaper_value_title();
  },
  get funds() {
    return m.whitepaper_funds_title();
  },
  get tokenomics() {
    return m.whitepaper_tokenomics_title();
  },
  get safety() {
    return m.whitepaper_safety_title();
  },
  get team() {
    return m.whitepaper_team_title();
  },
} as const;

export type WhitepaperSectionId = keyof typeof whitepaperOutline;
