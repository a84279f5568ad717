import { hubLoader } from '../../help/hub-loader.server';
import { paths } from '../../site-paths';

export const loader = hubLoader(paths.gettingStarted);
