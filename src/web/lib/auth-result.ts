/** A Better Auth client call's answer: data, or the server's error. */
interface AuthResult<Data> {
  data: Data | null;
  error: { message?: string | undefined; status: number; statusText: string } | null;
}

/** The data of a Better Auth call, or an Error with the server's message (a 429 in plain words). */
export function unwrap<Data>({ data, error }: AuthResult<Data>): Data {
  if (error) {
    if (error.status === 429) throw new Error("Too many attempts. Please wait a moment and try again.");
    throw new Error(error.message || error.statusText || "Something went wrong. Please try again.");
  }
  if (data === null) throw new Error("Something went wrong. Please try again.");
  return data;
}
