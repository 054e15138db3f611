import { zodResolver } from "@hookform/resolvers/zod";
import type { FieldErrors, FieldValues, Resolver } from "react-hook-form";
import type { z } from "zod";
import { m } from "@/paraglide/messages";
import { showToast } from "@/web/lib/toast";

/** One toast, however many validations meet the same failed load. */
const UNAVAILABLE_TOAST_ID = "form-checks-unavailable";

/**
 * A form's zod resolver whose schema, and zod with it, loads at the form's first validation, or
 * earlier through `preload` (call it when the form is first focused): the account pages paint and
 * hydrate without the schemas' library, whose set-up was most of their blocking time (issue 13).
 *
 * A schema that cannot load (the connection dropped) fails the validation with a root error, so
 * nothing is sent, and says so in a toast; the next validation tries the load again.
 */
export function lazyZodResolver<Input extends FieldValues, Output>(
  load: () => Promise<z.ZodType<Output, Input>>,
) {
  let loading: Promise<Resolver<Input, unknown, Output>> | undefined;
  const get = () => {
    loading ??= load()
      .then((schema) => zodResolver<Input, unknown, Output>(schema))
      .catch((error: unknown) => {
        loading = undefined;
        throw error;
      });
    return loading;
  };

  const resolver: Resolver<Input, unknown, Output> = async (values, context, options) => {
    let resolve: Resolver<Input, unknown, Output>;
    try {
      resolve = await get();
    } catch (error) {
      console.error("A form's checks could not load", error);
      showToast("error", m.form_checks_unavailable(), { id: UNAVAILABLE_TOAST_ID });
      const errors: FieldErrors<Input> = {};
      errors.root = { unavailable: { type: "unavailable", message: m.form_checks_unavailable() } };
      return { values: {}, errors };
    }
    return resolve(values, context, options);
  };

  const preload = () => {
    // A failure is met again, and reported, at the validation.
    get().catch(() => {});
  };

  return { resolver, preload };
}
