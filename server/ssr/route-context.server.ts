import { createContext, RouterContextProvider, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import type { SiteData } from '../../shared/data/site-data';
import type { FormRefusal, FormSubmitter } from '../forms/form-submitter.server';
import type { Reminders } from '../reminders/reminders.server';
import type { Firm } from '../people/firm.server';
import type { Bookings } from '../booking/booking-service.server';

/**
 * What loaders and actions read besides their Request, as react-router's own
 * typed request context: each value has a key made by createContext, and
 * `context.get(key)` returns it with its type, or throws when the server did
 * not provide it. Loaders and actions are server code (`*.server.ts`, attached
 * by the route table), so these keys, like react-router itself, never reach
 * the browser; pages only render the data loaders returned.
 */

/** The site's data (blog, articles, legal pages), read in-process. */
export const siteDataContext = createContext<SiteData>();

/** Checks and delivers a form's submission: the form pages' actions call it, as the JSON endpoints do. */
export const formSubmitterContext = createContext<FormSubmitter>();

/**
 * A no-JavaScript post the server refused before its body could be read (too
 * large, of the wrong type, unreadable), which the page's action answers as
 * it answers its own failures. None for every other request.
 */
export const refusedPostContext = createContext<FormRefusal | null>(null);

/** Deadline reminders by e-mail; null where the site cannot send them (no SMTP_URL, or the firm's API host in use). */
export const remindersContext = createContext<Reminders | null>(null);

/** Booking a call: the same service the JSON door (/api/booking) uses. */
export const bookingsContext = createContext<Bookings | null>(null);

/** The people, reviews and bylines this site shows: no sample on a public SITE_URL (decision 0045). */
export const firmContext = createContext<Firm>();

/** The context every loader and action is called with. */
export type RouteContext = Readonly<RouterContextProvider>;
export type LoaderArgs = LoaderFunctionArgs<RouteContext>;
export type ActionArgs = ActionFunctionArgs<RouteContext>;

export interface RouteContextValues {
  siteData: SiteData;
  forms: FormSubmitter;
  refusedPost?: FormRefusal | null;
  reminders?: Reminders | null;
  firm: Firm;
  bookings?: Bookings | null;
}

/** One request's context, handed to the static handler's query(). */
export function routeContext({ siteData, forms, refusedPost = null, reminders = null, firm, bookings = null }: RouteContextValues): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(siteDataContext, siteData);
  context.set(formSubmitterContext, forms);
  context.set(refusedPostContext, refusedPost);
  context.set(remindersContext, reminders);
  context.set(firmContext, firm);
  context.set(bookingsContext, bookings);
  return context;
}
