// react-router needs Node's fetch primitives and text codecs, which jsdom does not provide.
const { TestEnvironment } = require('jest-environment-jsdom');

class JsdomWithFetch extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    const g = this.global;
    Object.assign(g, {
      TextEncoder, TextDecoder, Request, Response, Headers, fetch, AbortController, AbortSignal,
      ReadableStream, structuredClone,
    });
  }
}

module.exports = JsdomWithFetch;
