import { firmContext, type LoaderArgs } from '../../../server/ssr/route-context.server';

/** The people this site may show (no sample on a public SITE_URL, decision 0045), in the order of their files. */
export function loader({ context }: LoaderArgs) {
  return { people: context.get(firmContext).people };
}
