/** The analytics consent banner and the footer's Cookie settings button. */
export const consentCopy = {
  heading: 'Cookies and analytics',
  text: 'With your permission we use Google Analytics cookies to count visits and see which pages help. Nothing is sent to Google unless you accept.',
  /** Shown instead of `text` when the browser sends Global Privacy Control: there is nothing to choose. */
  gpcText: 'Your browser sends a Global Privacy Control signal, so analytics stays off and nothing is sent to Google.',
  policyLink: 'Privacy Policy',
  accept: 'Accept',
  reject: 'Reject',
  close: 'Close',
  settings: 'Cookie settings',
};
