import { data } from 'react-router';

// Whatever path reaches it, the not-found page answers 404.
export const loader = () => data(null, { status: 404 });
