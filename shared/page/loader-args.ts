/** What a page's loader is called with (on the server): the request, the path's parameters and the request context holding the site's data. */
export interface LoaderArgs {
  request: Request;
  params: Readonly<Record<string, string | undefined>>;
  context: unknown;
}
