// The browser's IANA time zone, worked out off the page's thread: the first Intl formatter starts ICU, about 55 ms of a
// core and four times that on the audit's phone, which on the page's own thread held up its first taps (/book).
self.postMessage(Intl.DateTimeFormat().resolvedOptions().timeZone);
