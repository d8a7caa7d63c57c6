// Imported first by main.ts, before anything loads React: the server renders the resume template with
// react-dom/server, whose development build is about three times slower (docs/benchmarks.md, PDF). A
// deployment that sets NODE_ENV itself keeps its value.
process.env.NODE_ENV ||= 'production';

export {};
