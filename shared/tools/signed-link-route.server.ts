import { data } from 'react-router';
import type { ReminderLinkData } from './reminder-pages';
import type { LinkQuery } from '../../server/reminders/reminder-links.server';
import { remindersContext, type ActionArgs, type LoaderArgs } from '../../server/ssr/route-context.server';

const linkQuery = (request: Request): LinkQuery => {
  const query = new URL(request.url).searchParams;
  return { r: query.get('r'), e: query.get('e'), s: query.get('s') };
};

/**
 * A signed link's page: a GET only shows the button (mail scanners that
 * follow links confirm or unsubscribe nothing); its POST, the button or a
 * mail client's one-click unsubscribe (RFC 8058), does it.
 */
export function signedLinkRoute(looksValid: 'confirmLinkLooksValid' | 'unsubscribeLinkLooksValid', act: 'confirm' | 'unsubscribe') {
  return {
    loader: async ({ request, context }: LoaderArgs) => {
      const reminders = context.get(remindersContext);
      const ready = reminders !== null && (await reminders[looksValid](linkQuery(request)));
      // A link that is not one this site signed, or no longer holds, is the client's error: 400, like its POST.
      return data<ReminderLinkData>({ state: ready ? 'ready' : 'invalid' }, { status: ready ? 200 : 400 });
    },
    action: async ({ request, context }: ActionArgs) => {
      const reminders = context.get(remindersContext);
      const done = reminders !== null && (await reminders[act](linkQuery(request)));
      return data<ReminderLinkData>({ state: done ? 'done' : 'invalid' }, { status: done ? 200 : 400 });
    },
  };
}
