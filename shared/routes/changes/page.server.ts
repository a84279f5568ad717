import { firmContext, type LoaderArgs } from '../../../server/ssr/route-context.server';
import { byline } from '../../content/generated/changes';

/** /tools/changes: who checked the entries, if this site may show them (decision 0045). */
export function loader({ context }: LoaderArgs) {
  return { byline: context.get(firmContext).byline(byline) };
}
