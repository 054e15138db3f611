export interface TeamMember {
  name: string;
  role: string;
  bio: string;
}

/** The people shown on the about page. This is a demo site: the names and profiles are illustrative. */
export const teamMembers: readonly TeamMember[] = [
  {
    name: "Nino Beridze",
    role: "Founder and Chief Executive",
    bio: "Built two ed-tech start-ups in Tbilisi before founding the academy and leading its token sale.",
  },
  {
    name: "Giorgi Kapanadze",
    role: "Head of Education",
    bio: "Designs the curriculum and trains the teachers; fifteen years in university and bootcamp teaching.",
  },
  {
    name: "Tamar Lomidze",
    role: "Lead Blockchain Instructor",
    bio: "Smart-contract developer who teaches Web3 fundamentals, Solidity and safe wallet practice.",
  },
  {
    name: "Levan Gelashvili",
    role: "Chief Financial Officer",
    bio: "Keeps the books, prepares the quarterly reports to token holders and calculates the dividends.",
  },
  {
    name: "Ana Tsiklauri",
    role: "Head of Student Success",
    bio: "Guides students from their first class to their first job through mentoring and employer partnerships.",
  },
  {
    name: "David Mchedlishvili",
    role: "Head of Technology and Security",
    bio: "Runs the academy's platforms and oversees the security reviews of its blockchain integrations.",
  },
];

/** "Nino Beridze" → "NB": the avatar text, so the page needs no external images. */
export function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part.charAt(0).toUpperCase())
    .join("");
}
