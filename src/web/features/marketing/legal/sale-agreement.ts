import { saleDates } from "@/shared/sale/dates";
import { MINIMUM_AGE_YEARS } from "@/shared/sale/rules";
import { siteConfig } from "@/shared/site-config";
import {
  contact,
  type LegalDocumentContent,
  list,
  paragraph,
  terms,
} from "@/web/features/marketing/legal/legal-content";
import { legalPeriods } from "@/web/features/marketing/legal/legal-periods";
import { saleText as s } from "@/web/features/marketing/legal/sale-text";
import { saleTimeline } from "@/web/features/marketing/legal/sale-timeline";

const { academyName: academy, network, address } = siteConfig;

/** The International Sale Agreement: exactly 14 numbered sections (the test holds it to that). */
export const saleAgreement: LegalDocumentContent = {
  intro: [
    `This International Sale Agreement (the "Agreement") sets out the terms on which ${academy} sells PXL tokens in its private sale. You accept it when you tick its box at registration, and again each time you pay for PXL.`,
    "Please read it in full, together with our Terms of Service and Privacy Policy. If anything is unclear, write to us before you buy.",
  ],
  sections: [
    {
      number: 1,
      title: "Parties",
      blocks: [
        paragraph(
          `This Agreement is made between ${academy}, ${address.street}, ${address.city}, ${address.country} (the "Academy", "we", "us"), and the person who registers an account on the Academy's website and buys PXL (the "Buyer", "you").`,
        ),
        paragraph("Each party confirms that it has the legal capacity to enter into this Agreement."),
      ],
    },
    {
      number: 2,
      title: "Definitions",
      blocks: [
        terms(
          {
            term: "PXL or Tokens",
            text: `The tokens issued by the Academy. Their total supply of ${s.supply} represents ${s.supplyCompanyShare} of the Academy.`,
          },
          { term: "Private Sale", text: `The sale of ${s.privateAllocation} under this Agreement.` },
          { term: "Public Sale", text: "The later sale of PXL described in section 9." },
          { term: "USDT", text: `The Tether USD stablecoin on the ${network.name} network.` },
          {
            term: "Sale Wallet",
            text: "The single wallet address of the Academy to which payments are made, shown on the investment page to signed-in users.",
          },
          { term: "KYC", text: '"Know your customer": the identity check described in section 6.' },
          { term: "Holder", text: "Any person who holds PXL." },
          { term: "Profits", text: "The Academy's net profit for a period, as shown in its reports." },
        ),
      ],
    },
    {
      number: 3,
      title: "The Tokens",
      blocks: [
        paragraph(
          `The total supply of ${s.supply} represents ${s.supplyCompanyShare} of the Academy in total. A holding's share of the Academy is its share of the supply multiplied by ten.`,
        ),
        paragraph(
          `The Private Sale offers ${s.privateAllocation}, ${s.privateSupplyShare} of the supply, which together represent ${s.privateCompanyShare} of the Academy.`,
        ),
        paragraph("The sale follows this timeline:"),
        list(...saleTimeline.map((step) => `${step.when}: ${step.what}.`)),
      ],
    },
    {
      number: 4,
      title: "Price and Payment",
      blocks: [
        paragraph(
          `The price is ${s.price} per PXL, fixed for the whole Private Sale. For example, ${s.examplePayment} buys about ${s.exampleTokens}.`,
        ),
        paragraph(
          `Payment is made in USDT on ${network.name} only, to the Sale Wallet. Payments in another token, on another network or to another address are not accepted and may be lost.`,
        ),
        paragraph(
          `The Private Sale is capped at ${s.cap} and closes when that amount has been raised. Payments are counted in the order in which they are confirmed on the blockchain; any part of a payment above the cap buys no tokens and is recorded as a refund due to the Buyer.`,
        ),
        paragraph(
          "The number of tokens bought is the amount paid divided by the price. The Buyer pays the network fees of their payment.",
        ),
      ],
    },
    {
      number: 5,
      title: "Eligibility",
      blocks: [
        paragraph("By buying PXL the Buyer confirms that they:"),
        list(
          `are ${MINIMUM_AGE_YEARS} years of age or older;`,
          "have registered with accurate, complete and current details;",
          "have passed the Academy's KYC check;",
          "do not live in a country where tokens such as PXL are banned.",
        ),
        paragraph("The Buyer must tell the Academy at once if any of these statements stops being true."),
      ],
    },
    {
      number: 6,
      title: "Identity Verification (KYC)",
      blocks: [
        paragraph(
          "Every Buyer must pass KYC to take part in the sale. The Academy may refuse or hold a purchase, and withhold delivery of tokens, until KYC has been passed.",
        ),
        paragraph(
          `KYC data is handled as our Privacy Policy describes and kept for ${legalPeriods.kycRetention}. If a Buyer fails KYC, or their details turn out to be false, the Academy may suspend their account as section 12 describes.`,
        ),
      ],
    },
    {
      number: 7,
      title: "Delivery of Tokens",
      blocks: [
        paragraph(
          `Tokens bought in the Private Sale are credited to the Buyer's account once the payment is confirmed on the blockchain, and are distributed to the Buyer's wallet in ${saleDates.tokenDistribution}.`,
        ),
        paragraph(
          `The Buyer must keep a wallet address on ${network.name} linked to their account and is responsible for its security. The Academy cannot recover tokens once they are sent to the address the Buyer has given.`,
        ),
      ],
    },
    {
      number: 8,
      title: "Holder Rights",
      blocks: [
        paragraph("Holders have the following rights:"),
        list(
          `Dividends every six months, starting in ${saleDates.firstDividends}: the Academy distributes ${s.dividendShare} of its Profits to Holders in proportion to their tokens. Until ${saleDates.holdersOnlyDividendsUntil} dividends are paid only to Holders.`,
          `A ${s.courseDiscount} discount on the Academy's courses.`,
          "A vote on school decisions that the Academy puts to Holders.",
          "The use of PXL as collateral on a lending platform.",
          "A report on the Academy's results every three months.",
        ),
        paragraph(
          `Dividends depend on Profits. The Academy's target is a profit of ${s.targetProfit} a year from ${s.students} students; this is a target, not a promise.`,
        ),
      ],
    },
    {
      number: 9,
      title: "Public Sale",
      blocks: [
        paragraph(
          `After the Private Sale the Academy plans a Public Sale of ${s.publicAllocation}, ${s.publicSupplyShare} of the supply, representing ${s.publicCompanyShare} of the Academy, at ${s.publicPrice} each, raising ${s.publicRaise}. It is planned for ${saleDates.publicSale}.`,
        ),
        paragraph(
          "Its dates and terms may change; the Academy will announce them before the Public Sale opens.",
        ),
      ],
    },
    {
      number: 10,
      title: "Risks",
      blocks: [
        paragraph("The Buyer understands and accepts that:"),
        list(
          "the value of PXL can fall as well as rise, and the Buyer may lose all the money paid;",
          "dividends depend on the Academy's Profits, and the figures in the whitepaper are projections;",
          "there may be no market in which to sell PXL, or only a small one;",
          "laws on tokens change and may limit what the Buyer can do with PXL;",
          "blockchains, wallets and smart contracts can fail or be attacked, and a lost wallet cannot be recovered by the Academy.",
        ),
        paragraph(
          "Nothing from the Academy is investment, legal or tax advice. Buy only what you can afford to lose.",
        ),
      ],
    },
    {
      number: 11,
      title: "Changes to This Agreement",
      blocks: [
        paragraph(
          `The Academy may change this Agreement by giving at least ${legalPeriods.changeNotice} by e-mail and on its website before the change takes effect.`,
        ),
      ],
    },
    {
      number: 12,
      title: "Termination and Shutdown",
      blocks: [
        paragraph(
          "The Academy may suspend a Buyer's account, or end this Agreement with them, if they break it, fail KYC, give false details, are blocked for misuse of the website, or live in a country where tokens such as PXL are banned.",
        ),
        paragraph(
          `If the Academy decides to stop the sale or close its services, it will give Holders at least ${legalPeriods.shutdownNotice} and explain what happens to payments, tokens and holder rights.`,
        ),
      ],
    },
    {
      number: 13,
      title: "Governing Law and Disputes",
      blocks: [
        paragraph("This Agreement is governed by the laws of Georgia."),
        paragraph(
          "Any dispute arising from it is settled by arbitration in Tbilisi, Georgia. Disputes are resolved individually: the Buyer may not bring or join a class action or any other collective claim against the Academy.",
        ),
      ],
    },
    {
      number: 14,
      title: "Notices and Contact",
      blocks: [
        paragraph(
          "The Academy sends notices to the e-mail address on the Buyer's account and publishes notices about the sale on its website. The Buyer sends notices and questions to:",
        ),
        contact,
      ],
    },
  ],
};
