import { m } from "@/paraglide/messages";

/** A member's texts, as message functions: each reads the page's language when it is called. */
export interface TeamMember {
  name: () => string;
  role: () => string;
  bio: () => string;
}

/**
 * The people shown on the about page. This is a demo site: the names and profiles are illustrative.
 * Names are written in each language's script (Nino Beridze, ნინო ბერიძე).
 */
export const teamMembers: readonly TeamMember[] = [
  { name: m.about_team_1_name, role: m.about_team_1_role, bio: m.about_team_1_bio },
  { name: m.about_team_2_name, role: m.about_team_2_role, bio: m.about_team_2_bio },
  { name: m.about_team_3_name, role: m.about_team_3_role, bio: m.about_team_3_bio },
  { name: m.about_team_4_name, role: m.about_team_4_role, bio: m.about_team_4_bio },
  { name: m.about_team_5_name, role: m.about_team_5_role, bio: m.about_team_5_bio },
  { name: m.about_team_6_name, role: m.about_team_6_role, bio: m.about_team_6_bio },
];

/**
 * "Nino Beridze" → "NB", "ნინო ბერიძე" → "ნბ": the avatar text, so the page needs no external images.
 * Georgian letters stay as they are: upper-casing them gives Mtavruli capitals ("ᲜᲑ"), which Georgian
 * does not use for initials (and the site's font may not carry).
 */
export function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => {
      const first = part.charAt(0);
      return /[\u10a0-\u10ff]/.test(first) ? first : first.toUpperCase();
    })
    .join("");
}
