import { describe, expect, it } from "vitest";
import { invalidField } from "@/web/features/auth/lib/invalid-field";
import { ApiRequestError } from "@/web/lib/api-request-error";

const values = { email: "", phone: "" };
const refusal = (status: number, body: unknown) => new ApiRequestError(status, "Refused", undefined, body);

describe("invalidField: the form field a 400 answer names", () => {
  it("names a field the form has", () => {
    expect(invalidField(refusal(400, { error: "Invalid phone", field: "phone" }), values)).toBe("phone");
  });

  it("names none for another status, another error, a field the form lacks, or a body without one", () => {
    expect(invalidField(refusal(409, { error: "Taken", field: "email" }), values)).toBeNull();
    expect(invalidField(new Error("offline"), values)).toBeNull();
    expect(invalidField(refusal(400, { error: "Bad", field: "country" }), values)).toBeNull();
    expect(invalidField(refusal(400, { error: "Bad" }), values)).toBeNull();
    expect(invalidField(refusal(400, "Bad"), values)).toBeNull();
    expect(invalidField(refusal(400, null), values)).toBeNull();
    expect(invalidField(refusal(400, { field: 3 }), values)).toBeNull();
  });

  it("never names what every object inherits", () => {
    for (const field of ["constructor", "toString", "__proto__", "hasOwnProperty"]) {
      expect(invalidField(refusal(400, { error: "Bad", field }), values), field).toBeNull();
    }
  });
});
