// Stands in for axios's fetch adapter (lib/adapters/fetch.js) in the browser builds. axios tries its
// adapters in the order ['xhr', 'http', 'fetch'] and every browser we serve has XMLHttpRequest, so the
// fetch adapter (with its stream and multipart helpers, about 3 KB gzip) is never chosen, yet it sat in
// every page's first script. axios itself swaps its http adapter for nothing in browsers the same way
// (its package.json "browser" field). `getFetch` answering false is axios's own "not supported here":
// should a caller ever ask for adapter 'fetch', axios says so instead of failing obscurely.
export const getFetch = () => false;
