import { afterEach, describe, expect, it } from "vitest";
import { EMAIL_MAX } from "@/shared/auth/password";
import { setServerLocaleSource } from "@/shared/i18n/current-locale";
import { subscribeSchema } from "@/shared/newsletter/subscribe-schema";

const messagesFor = (email: string) =>
  subscribeSchema.safeParse({ email }).error?.issues.map((i) => i.message);

afterEach(() => setServerLocaleSource(() => "en"));

describe("the newsletter schema speaks the request's language", () => {
  it("Georgian: a wrong or too long address", () => {
    setServerLocaleSource(() => "ka");
    expect(messagesFor("not-an-email")).toEqual(["გთხოვთ, შეიყვანოთ სწორი ელფოსტის მისამართი"]);
    expect(messagesFor(`${"a".repeat(EMAIL_MAX)}@example.com`)).toEqual([
      "ელფოსტა 255 სიმბოლოზე ნაკლები უნდა იყოს",
    ]);
  });

  it("English: the spec's messages, the same schema object", () => {
    expect(messagesFor("not-an-email")).toEqual(["Please enter a valid email address"]);
    expect(messagesFor(`${"a".repeat(EMAIL_MAX)}@example.com`)).toEqual([
      "Email must be less than 255 characters",
    ]);
  });
});
