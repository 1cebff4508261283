/** Vite's `?raw` imports: the file's text (the rules documents bundled into the lazily loaded docs chunk). */
declare module '*.md?raw' {
  const text: string;
  export default text;
}
