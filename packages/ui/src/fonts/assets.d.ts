/** A font file imported by a browser build: its URL (webpack's asset modules; a stub name in jest). */
declare module '*.woff2' {
  const url: string;
  export default url;
}
