import { siteConfig } from "@/shared/site-config";
import {
  contact,
  type LegalDocumentContent,
  list,
  paragraph,
} from "@/web/features/marketing/legal/legal-content";
import { legalPeriods } from "@/web/features/marketing/legal/legal-periods";

const { academyName: academy, network, address, email } = siteConfig;

/** The Privacy Policy. Its retention periods are the legal text's, kept in `legalPeriods`. */
export const privacyPolicy: LegalDocumentContent = {
  intro: [
    `This policy explains what personal data ${academy} collects through its website, why, who we share it with, how long we keep it and what rights you have.`,
  ],
  sections: [
    {
      number: 1,
      title: "Who We Are",
      blocks: [
        paragraph(
          `${academy}, ${address.street}, ${address.city}, ${address.country}, is responsible for your personal data. You can reach us about it at ${email}.`,
        ),
      ],
    },
    {
      number: 2,
      title: "What We Collect",
      blocks: [paragraph("We collect only what we need to run your account and the token sale.")],
      subsections: [
        {
          title: "Account details",
          blocks: [
            paragraph(
              "When you register: your first and last name, e-mail address, phone number, country and password. We store the password only as a one-way hash, a scrambled form that cannot be turned back into the password.",
            ),
          ],
        },
        {
          title: "Identity check (KYC) documents",
          blocks: [
            paragraph(
              "The identity documents you upload and the information you give in the identity-check form, which we need to confirm who you are, your age and your country.",
            ),
          ],
        },
        {
          title: "Wallet addresses",
          blocks: [
            paragraph(
              `The ${network.name} wallet addresses you link to your account, the signed messages that prove you control them, and the public key ID generated for your profile.`,
            ),
          ],
        },
        {
          title: "Activity",
          blocks: [
            paragraph(
              "Your payments and token credits, sign-ins, password resets and other security events, and the technical data needed to keep the website safe, such as your IP address and browser type. If you subscribe to the newsletter, we also keep your e-mail address for it.",
            ),
          ],
        },
      ],
    },
    {
      number: 3,
      title: "Why We Use It",
      blocks: [
        list(
          "To create and run your account and keep it secure (to perform our contract with you).",
          "To check your identity, age and country before you take part in the sale (a legal obligation and our contract).",
          "To credit your payments, deliver your tokens, pay dividends and send holder reports (our contract).",
          "To answer your messages and tell you about your account and about changes to our terms (our contract).",
          "To prevent fraud and misuse of the website (our legitimate interest in a safe service).",
          "To send the newsletter, only if you subscribed (your consent, which you can withdraw at any time).",
        ),
      ],
    },
    {
      number: 4,
      title: "Who We Share It With",
      blocks: [
        paragraph("We do not sell your personal data. We share it only with:"),
        list(
          "service providers who work for us, such as hosting, e-mail delivery and identity checks, under contracts that bind them to confidentiality;",
          "courts, regulators and other authorities, when the law requires it;",
          "our professional advisers and auditors, who are bound by confidentiality.",
        ),
        paragraph(
          `Payments and token transfers on ${network.name} are public and permanent: anyone can see the transactions of a wallet address. We never publish which person a wallet belongs to.`,
        ),
      ],
    },
    {
      number: 5,
      title: "Security",
      blocks: [
        paragraph(
          "Only staff who need your data can see it. Connections to the website are encrypted, passwords are stored as hashes, sign-in cookies cannot be read by scripts, and sign-ins and changes to identity checks are logged.",
        ),
        paragraph(
          "No system is perfectly secure. If a breach puts your rights at risk, we will tell you and the authorities as the law requires.",
        ),
      ],
    },
    {
      number: 6,
      title: "How Long We Keep It",
      blocks: [
        list(
          `KYC data: ${legalPeriods.kycRetention}.`,
          `Activity data: ${legalPeriods.activityRetention}.`,
          "Account details: while your account is open; when you close it, we delete them unless the law requires us to keep them.",
          "Newsletter address: until you unsubscribe.",
        ),
        paragraph("Records written to the blockchain cannot be deleted by anyone, including us."),
      ],
    },
    {
      number: 7,
      title: "Your Rights",
      blocks: [
        paragraph("You have the right to:"),
        list(
          "see the personal data we hold about you and receive a copy of it;",
          "have inaccurate data corrected;",
          "have your data deleted, unless the law requires us to keep it;",
          "object to or restrict how we use it;",
          "withdraw your consent to the newsletter at any time.",
        ),
        paragraph(
          `To use these rights, write to ${email}. If you are not satisfied with our answer, you may complain to the Personal Data Protection Service of Georgia.`,
        ),
      ],
    },
    {
      number: 8,
      title: "Cookies",
      blocks: [
        paragraph(
          "We use session cookies only: the cookies that keep you signed in. They hold a random session identifier and nothing else about you, are sent only over secure connections and cannot be read by scripts on the page.",
        ),
        paragraph(
          "We use no advertising, analytics or tracking cookies. Because session cookies are strictly needed for the website to work, we do not ask for consent to them.",
        ),
      ],
    },
    {
      number: 9,
      title: "Changes to This Policy",
      blocks: [
        paragraph(
          "We will publish any change on this page with its effective date, and tell registered users by e-mail before it takes effect.",
        ),
      ],
    },
    {
      number: 10,
      title: "Contact",
      blocks: [paragraph("Questions about your data or this policy are welcome at:"), contact],
    },
  ],
};
