/** A page's byline as a visitor sees it: someone the page may show (decision 0045), linked to their place on /about. */
export interface Byline {
  kind: 'written' | 'reviewed';
  date: string;
  slug: string;
  name: string;
  jobTitle: string;
  /** The letters of their credentials: "CPA", "CA, EA"; empty for someone without one. */
  letters: string;
}

/** Jordan Avery, CPA */
export const bylineName = (byline: Pick<Byline, 'name' | 'letters'>) => (byline.letters ? `${byline.name}, ${byline.letters}` : byline.name);
