import '@testing-library/jest-dom';

// jsdom has no media queries and no popover API; give components what a browser would, with nothing ever matching or open.
window.matchMedia ??= (query: string) =>
  ({ matches: false, media: query, onchange: null, addEventListener() {}, removeEventListener() {}, addListener() {}, removeListener() {}, dispatchEvent: () => false }) as MediaQueryList;
HTMLElement.prototype.hidePopover ??= function hidePopover() {};
