// TypeScript's view of a PNG imported as a file (web/server/share-images.ts): its path, not its bytes.
declare module '*.png' {
  /** The file's path: in the source tree, or the binary's embedded copy (`with { type: 'file' }`). */
  const path: string;
  export default path;
}
