/**
 * Everything about the academy that the site names: change it here and every page follows.
 * `product` and `email` are the spec's {product} and {email} placeholders.
 */
export const siteConfig = {
  academyName: "Pixel Academy",
  /** Where the academy teaches; `address.city` is the postal line. */
  city: "Tbilisi",
  foundedYear: 2025,
  /** Places a year: the capacity the pages state and the student count of the whitepaper's revenue. */
  studentsPerYear: 780,
  product: "PXL Token",
  tokenSymbol: "PXL",
  shortDescription:
    "PXL is the token of Pixel Academy in Tbilisi, Georgia: 10% company ownership, dividends every six months and 10% off every course.",
  email: "invest@pixelacademy.ge",
  address: { street: "12 Rustaveli Avenue", city: "Tbilisi 0108", country: "Georgia" },
  /** The postal address as Georgian readers write it (issue 15). */
  addressKa: { street: "რუსთაველის გამზირი 12", city: "თბილისი 0108", country: "საქართველო" },
  /**
   * Which text of a legal document binds when its translations differ: each page in another language
   * says so at its top (issue 15). "en": the English text prevails.
   */
  prevailingLegalLocale: "en",
  community: [
    { name: "Telegram", href: "https://t.me/pixelacademy" },
    { name: "X (Twitter)", href: "https://x.com/pixelacademy" },
    { name: "LinkedIn", href: "https://www.linkedin.com/company/pixelacademy" },
    { name: "Instagram", href: "https://www.instagram.com/pixelacademy" },
  ],
  network: { name: "Arbitrum One", chainId: 42161 },
  legalEffectiveDate: "2025-06-20",
} as const;
