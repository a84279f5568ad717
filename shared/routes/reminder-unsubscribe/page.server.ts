import { signedLinkRoute } from '../../tools/signed-link-route.server';

export const { loader, action } = signedLinkRoute('unsubscribeLinkLooksValid', 'unsubscribe');
