// Password hashing (argon2id, OWASP's minimum of 19 MiB and 2 passes) and generation of strong passwords.
const HASH = { algorithm: 'argon2id', memoryCost: 19_456, timeCost: 2 } as const;

export const hashPassword = (password: string) => Bun.password.hash(password, HASH);
export const verifyPassword = (password: string, hash: string) => Bun.password.verify(password, hash);

/** Checked against when the username is wrong, so both failures take the same time. */
let decoy: Promise<string> | undefined;
export const decoyHash = () => (decoy ??= hashPassword(crypto.randomUUID()));

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';
/** 20 characters from a 57-letter alphabet without look-alikes: about 116 bits. */
export function generatePassword(length = 20): string {
  const out: string[] = [];
  while (out.length < length) {
    for (const byte of crypto.getRandomValues(new Uint8Array(length * 2))) {
      // Rejecting bytes past the last whole multiple keeps every letter equally likely.
      if (byte < 256 - (256 % ALPHABET.length) && out.length < length) out.push(ALPHABET[byte % ALPHABET.length]!);
    }
  }
  return out.join('');
}
