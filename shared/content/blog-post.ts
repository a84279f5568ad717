/** The call to action closing every blog post. */
export const postCta: { heading: string; text: string } = {
  heading: 'Want us to handle this for you?',
  text: 'Fixed-price bookkeeping, tax and company formation, with a dedicated accountant who knows your business.',
};
