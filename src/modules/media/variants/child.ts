// `site make-variants TYPE`: the child process the server starts for each image (decision 0104). It reads the image's
// bytes from its input, makes the variants, and writes its answer (answer.ts) to its output. It opens no database and
// reads no configuration; all its memory returns to the machine when it exits.
import { IMAGE_TYPES, type ImageType } from '../../../contract';
import { encodeAnswer } from './answer';
import { makeVariants } from './make';

/** The child's whole run: exit 0 with the answer written, or 1 with why on its error output. */
export async function runVariantChild(type: string | undefined): Promise<void> {
  if (!type || !Object.hasOwn(IMAGE_TYPES, type)) {
    console.error(`make-variants: not an image type: ${type ?? '(none)'}`);
    process.exit(1);
  }
  // A server killed outright (SIGKILL, the machine's memory killer) cannot end its child: the child ends itself once it
  // is left alone, at its next step (checked between codec calls), rather than work on for no one.
  const parent = process.ppid;
  setInterval(() => {
    if (process.ppid !== parent) process.exit(1);
  }, 200);
  try {
    const bytes = new Uint8Array(await Bun.stdin.arrayBuffer());
    const answer = encodeAnswer(await makeVariants(bytes, type as ImageType));
    await Bun.write(Bun.stdout, answer);
    process.exit(0);
  } catch (error) {
    console.error(`make-variants: ${(error as Error)?.message ?? String(error)}`);
    process.exit(1);
  }
}
