import '@testing-library/jest-dom';
import { installModalDialogStandIn } from './modal-dialog-stand-in';

// jsdom has no media queries and no popover API; give components what a browser would, with nothing ever matching or open.
// The deprecated addListener and removeListener are left out (lint reports their use), so code calling them fails here.
window.matchMedia ??= (query: string) =>
  ({ matches: false, media: query, onchange: null, addEventListener() {}, removeEventListener() {}, dispatchEvent: () => false }) as unknown as MediaQueryList;
HTMLElement.prototype.hidePopover ??= function hidePopover() {};
installModalDialogStandIn();
