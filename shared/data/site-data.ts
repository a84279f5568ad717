import type { BylineRef } from '../content/schemas/people';

/** A blog post as the pages see it: description is sanitised HTML, image an absolute or root-relative URL. */
export interface BlogPost {
  _id: string;
  title: string;
  description: string;
  category: string;
  image: string;
  date?: string;
  /** Who wrote or reviewed it: embedded posts' front matter; the API host's posts carry none (decision 0045). Loaders resolve it, never send it. */
  bylineRef?: BylineRef;
  /** The ids of the tools its Related tool block offers (embedded posts' front matter; the API host's posts name none). */
  tools?: string[];
}

/** One page of posts. pages is null when the source answered with a bare array. */
export interface BlogPage {
  blogs: BlogPost[];
  pages: number | null;
}

export interface ArticleSummary {
  slug: string;
  title: string;
  description: string;
  /** The id of its section in content/help.yaml. */
  section: string;
  order: number;
  date: string;
  /** What a hub lists it as, when not its title and description (the refund hub's short questions and answers). */
  hubTitle?: string;
  hubText?: string;
}

export interface Article extends ArticleSummary {
  html: string;
  readingMinutes: number;
  related: ArticleSummary[];
  /** The ids of the tools its Related tool block offers (its front matter). */
  tools: string[];
  /** Who wrote or reviewed it (its front matter); the loader resolves it against the people a visitor may see. */
  bylineRef?: BylineRef;
}

export interface SearchHit {
  slug: string;
  title: string;
  section: string;
  snippet: string;
}

export interface LegalDocument {
  slug: string;
  title: string;
  description: string;
  updated: string;
  updatedLabel: string;
  html: string;
}

export type SiteDataErrorKind = 'not-found' | 'upstream' | 'unavailable';

/** A failure the pages know how to show: a missing item, a bad upstream answer, or no answer. */
export class SiteDataError extends Error {
  constructor(
    readonly kind: SiteDataErrorKind,
    message: string,
    /** The upstream's HTTP status for 'upstream'; 504 for a timeout. */
    readonly status?: number,
  ) {
    super(message);
    this.name = 'SiteDataError';
  }

  /** The status our own server answers with for this failure. */
  get httpStatus(): number {
    if (this.kind === 'not-found') return 404;
    if (this.kind === 'unavailable') return this.status === 504 ? 504 : 502;
    return 502;
  }
}

/** The site's data: what page loaders read on the server (in-process), and what the browser reads from the same-origin /api. */
export interface SiteData {
  listPosts(page: number, limit: number): Promise<BlogPage>;
  getPost(id: string): Promise<BlogPost>;
  listArticles(): Promise<ArticleSummary[]>;
  getArticle(slug: string): Promise<Article>;
  searchArticles(query: string): Promise<SearchHit[]>;
  getLegal(slug: string): Promise<LegalDocument>;
}
