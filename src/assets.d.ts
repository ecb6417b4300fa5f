// TypeScript's view of a file imported as a file (`with { type: 'file' }`): its path, not its bytes. The share images
// (web/server/share-images.ts), the share cards' fonts and their renderer (web/server/share-card.ts), the seed's drawn
// pictures (db/seed-drawn.ts) and their made variants (db/seed-variants.gen.ts).
declare module '*.png' {
  /** The file's path: in the source tree, or the binary's embedded copy. */
  const path: string;
  export default path;
}
declare module '*.webp' {
  const path: string;
  export default path;
}
declare module '*.variants' {
  const path: string;
  export default path;
}
declare module '*.otf' {
  const path: string;
  export default path;
}
declare module '*.ttf' {
  const path: string;
  export default path;
}
declare module '*.wasm' {
  const path: string;
  export default path;
}
