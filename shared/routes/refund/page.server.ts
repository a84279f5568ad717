import { hubLoader } from '../../help/hub-loader.server';
import { paths } from '../../site-paths';

/** The refund and pricing articles, each listed by its short question and answer (hubTitle, hubText in its front matter). */
export const loader = hubLoader(paths.refund);
