/** What a page's loader is called with: the request, the path's parameters and the server's request context (absent in the browser). */
export interface LoaderArgs {
  request: Request;
  params: Readonly<Record<string, string | undefined>>;
  context: unknown;
}
