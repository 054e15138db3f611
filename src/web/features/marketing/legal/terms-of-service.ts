import { MINIMUM_AGE_YEARS } from "@/shared/sale/rules";
import { siteConfig } from "@/shared/site-config";
import {
  contact,
  type LegalDocumentContent,
  list,
  paragraph,
} from "@/web/features/marketing/legal/legal-content";
import { legalPeriods } from "@/web/features/marketing/legal/legal-periods";
import { saleText as s } from "@/web/features/marketing/legal/sale-text";

const { academyName: academy, product, network, address, email } = siteConfig;

/** The Terms of Service. Ownership is 10% for the whole supply; the private sale's tokens are 2%. */
export const termsOfService: LegalDocumentContent = {
  intro: [
    `These Terms of Service govern your use of the ${academy} website and your account on it, including the private sale of ${product} (PXL). Read them together with our Privacy Policy and the International Sale Agreement, which sets out the terms of every purchase.`,
  ],
  sections: [
    {
      number: 1,
      title: "About These Terms",
      blocks: [
        paragraph(
          `The website is run by ${academy}, ${address.street}, ${address.city}, ${address.country} ("the Academy", "we", "us"). By creating an account or using the website you agree to these terms. If you do not agree, please do not use it.`,
        ),
        paragraph(
          "Where these terms and the International Sale Agreement differ about a purchase of PXL, the International Sale Agreement applies.",
        ),
      ],
    },
    {
      number: 2,
      title: "Eligibility",
      blocks: [
        paragraph("To register and to buy PXL you must:"),
        list(
          `be at least ${MINIMUM_AGE_YEARS} years old;`,
          "register with accurate, complete and current details, and keep them up to date;",
          "complete and pass our identity check (KYC);",
          "not live in a country where tokens such as PXL are banned.",
        ),
        paragraph(
          "You confirm that you meet these conditions each time you buy. We may ask for proof at any time.",
        ),
      ],
    },
    {
      number: 3,
      title: "Your Account",
      blocks: [
        paragraph(
          `Keep your password secret: you are responsible for everything done through your account. If you think someone else has used it, tell us at once at ${email}.`,
        ),
        paragraph(
          "Each person may hold one account. We credit a payment to your account only when it comes from a wallet address you have proved you control, by signing a message with that wallet.",
        ),
        paragraph("When you use the website you must not:"),
        list(
          "break the law or help anyone else to do so;",
          "try to reach other people's accounts or data;",
          "interfere with the website or its security;",
          "create accounts or send requests by automated means.",
        ),
      ],
    },
    {
      number: 4,
      title: "The PXL Token Sale",
      blocks: [
        paragraph(
          `PXL is the token of the Academy. Its total supply of ${s.supply} represents ${s.supplyCompanyShare} of the Academy in total, and a holding's share of the Academy is its share of the supply multiplied by ten. The private sale offers ${s.privateAllocation}, which together represent ${s.privateCompanyShare} of the Academy, at a fixed price of ${s.price} per token.`,
        ),
        paragraph(
          `The private sale closes when ${s.cap} has been raised. Payments are counted in the order they are confirmed on the blockchain; the part of a payment that no longer fits under the cap buys no tokens and is recorded as a refund due to you.`,
        ),
        paragraph(
          "The rights of holders (dividends, the course discount, voting, use as collateral and quarterly reports) and the delivery of tokens are set out in the International Sale Agreement.",
        ),
        paragraph("Nothing on the website is investment, legal or tax advice."),
      ],
    },
    {
      number: 5,
      title: "Payments",
      blocks: [
        paragraph(
          `We accept payment in USDT on the ${network.name} network only, sent to the sale wallet shown on the investment page while you are signed in.`,
        ),
        paragraph(
          "A payment in any other token, on any other network or to any other address cannot be credited and may be lost. Check the network and the address before you send.",
        ),
        paragraph(
          "Blockchain payments cannot be reversed. A payment shows as processing until its block is final and is then credited to your account, normally within 24 hours; you can follow it on your dashboard. You pay the network fees of your payments.",
        ),
      ],
    },
    {
      number: 6,
      title: "Risks",
      blocks: [
        paragraph("Buying PXL carries real risks. In particular:"),
        list(
          "the value of PXL can fall as well as rise, and you may lose all the money you pay;",
          "dividends depend on the Academy's profits, and the profit figures in the whitepaper are projections, not promises;",
          "there may be no market in which to sell PXL, or only a small one;",
          "laws on tokens change, and a change may limit what you can do with PXL or what we can offer;",
          "blockchains, wallets and smart contracts can fail or be attacked, and we cannot recover tokens from a wallet you lose access to.",
        ),
        paragraph("Only pay what you can afford to lose."),
      ],
    },
    {
      number: 7,
      title: "Suspension and Termination",
      blocks: [
        paragraph(
          "We may suspend or close an account, refuse or hold a purchase, or withhold delivery of tokens, where:",
        ),
        list(
          "the user has been blocked, for example for misuse of the website, fraud or a breach of these terms;",
          "the user has not completed or has not passed KYC;",
          "the user lives in a country where tokens such as PXL are banned;",
          "the law or an authority requires it.",
        ),
        paragraph(
          `We will tell you why unless the law prevents us. You may close your account at any time by writing to ${email}; we then keep only the records the Privacy Policy describes.`,
        ),
      ],
    },
    {
      number: 8,
      title: "Changes to These Terms",
      blocks: [
        paragraph(
          `We may change these terms. We will give you at least ${legalPeriods.changeNotice} by e-mail and on this page before a change takes effect. If you keep using the website after that, the new terms apply; if you do not agree with them, you may close your account.`,
        ),
      ],
    },
    {
      number: 9,
      title: "Shutdown of the Service",
      blocks: [
        paragraph(
          `If we decide to stop the sale or close the website, we will give at least ${legalPeriods.shutdownNotice} by e-mail and on the website, and explain what happens to payments, tokens and holder rights.`,
        ),
      ],
    },
    {
      number: 10,
      title: "Liability",
      blocks: [
        paragraph(
          "We take care that the website and its information are accurate, but we provide them as they are and do not promise that the website will always be available or free of errors.",
        ),
        paragraph(
          "As far as the law allows, we are not liable for indirect or consequential loss, for losses caused by blockchain networks, wallets or other services we do not control, or for losses from changes in the value of PXL. Nothing in these terms limits a liability that Georgian law does not allow to be limited.",
        ),
      ],
    },
    {
      number: 11,
      title: "Governing Law and Disputes",
      blocks: [
        paragraph("These terms are governed by the laws of Georgia."),
        paragraph(
          "Any dispute arising from them or from your use of the website is settled by arbitration in Tbilisi, Georgia. Disputes are resolved individually: you may not bring or join a class action or any other collective claim against the Academy.",
        ),
        paragraph(
          "Before you start arbitration, please write to us so that we can try to settle the matter.",
        ),
      ],
    },
    {
      number: 12,
      title: "Contact",
      blocks: [paragraph("Questions about these terms are welcome at:"), contact],
    },
  ],
};
