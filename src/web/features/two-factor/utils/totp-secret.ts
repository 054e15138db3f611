/** The secret of an otpauth:// address, for people who type it into their app instead of scanning. */
export function totpSecret(totpURI: string): string | null {
  try {
    return new URL(totpURI).searchParams.get("secret");
  } catch {
    return null;
  }
}

/** The secret in groups of four, as authenticator apps print it: easier to copy by eye. */
export function groupSecret(secret: string): string {
  return secret.match(/.{1,4}/g)?.join(" ") ?? secret;
}
