/** Buying happens in the client app on another host, which returns the visitor to the chosen plan after login. */
export function buyNowUrl(appOrigin: string, planTitle: string): string {
  return `${appOrigin}/login?redirectedFrom=pricing&plan=${encodeURIComponent(planTitle)}`;
}
