// react-router 7 needs TextEncoder, which jsdom does not provide (see TOOLCHAIN.md).
const { TextEncoder, TextDecoder } = require('node:util');
Object.assign(globalThis, { TextEncoder, TextDecoder });
