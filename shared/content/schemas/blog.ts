import { z } from 'zod';
import { text } from './common';

/** The words around the blog's posts (content/blog.yaml); the posts themselves are content/blog/*.md. */
export const blogContent = z.strictObject({
  /** The call to action closing every post. */
  postCta: z.strictObject({ heading: text, text }),
});

export type BlogContent = z.output<typeof blogContent>;
