// jsdom lacks Node's fetch primitives and text codecs, which pages (Request in loaders, fetch for /api) and the tests' fetch mocks use.
const { TestEnvironment } = require('jest-environment-jsdom');

class JsdomWithFetch extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    const g = this.global;
    Object.assign(g, {
      TextEncoder,
      TextDecoder,
      Request,
      Response,
      Headers,
      fetch,
      AbortController,
      AbortSignal,
      ReadableStream,
      structuredClone,
    });
  }
}

module.exports = JsdomWithFetch;
