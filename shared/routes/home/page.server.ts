import { firmContext, type LoaderArgs } from '../../../server/ssr/route-context.server';

/** The reviews this site may show: none of the samples on a public SITE_URL (decision 0045). */
export function loader({ context }: LoaderArgs) {
  return { reviews: context.get(firmContext).reviews };
}
