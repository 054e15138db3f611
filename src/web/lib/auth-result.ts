import { m } from "@/paraglide/messages";

/** A Better Auth client call's answer: data, or the server's error. */
interface AuthResult<Data> {
  data: Data | null;
  error: { message?: string | undefined; status: number; statusText: string } | null;
}

/** The data of a Better Auth call, or an Error with the server's message (a 429 in plain words). */
export function unwrap<Data>({ data, error }: AuthResult<Data>): Data {
  if (error) {
    if (error.status === 429) throw new Error(m.auth_too_many_attempts());
    throw new Error(error.message || error.statusText || m.auth_something_went_wrong());
  }
  if (data === null) throw new Error(m.auth_something_went_wrong());
  return data;
}
