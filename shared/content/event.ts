import type { CarouselSlide, EventPhoto, Highlight, Testimonial } from './types';
import eventPhotoList from './event-photos.json';

/** The event's pictures are a content file, so a firm swaps in its own photos and captions without touching code. */
const eventPhotos: { carousel: CarouselSlide[]; gallery: EventPhoto[] } = eventPhotoList;

export interface EventContent {
  name: string;
  /** ISO date (YYYY-MM-DD). */
  startDate: string;
  dateLabel: string;
  city: string;
  venue: string;
  metaDescription: string;
  intro: string;
  about: string[];
  highlights: Highlight[];
  slides: CarouselSlide[];
  photos: EventPhoto[];
  testimonial: Testimonial;
}

export const event: EventContent = {
  name: 'US Incorporation & Zoho Books and Payroll Meetup',
  startDate: '2025-09-03',
  dateLabel: '3rd September 2025',
  city: 'Ahmedabad',
  venue: 'Conference hall of a business centre in central Ahmedabad',
  metaDescription: 'Highlights from our Ahmedabad meetup on 3rd September 2025: forming a US company, live Zoho Books and Zoho Payroll demos, and founder Q&A.',
  intro: 'On 3rd September 2025, {{siteName}} hosted founders, business owners and finance teams in Ahmedabad for an afternoon on US incorporation and running the books in Zoho.',
  about: [
    'The meetup was for people who run, or plan to run, a US company from India. Our team walked through the choice between an LLC and a C-corporation, how to pick a state, what an EIN is and how to get one without a Social Security number, and the annual filings that follow formation, including Form 5472 for foreign-owned LLCs.',
    'The second half moved to the software. Our accountants set up a sample company in Zoho Books on screen, connected a bank feed, raised and reconciled invoices, and ran a payroll cycle in Zoho Payroll, stopping to answer questions along the way.',
    'We finished with an open Q&A and time to talk one to one with the team. Thank you to everyone who came, asked questions and shared their own experience of running a cross-border business.',
  ],
  highlights: [
    {
      title: 'Live Demo',
      description: 'A step-by-step walkthrough of Zoho Books and Zoho Payroll, from setting up an organisation to reconciling a bank account and running payroll.',
      icon: 'presentation',
    },
    {
      title: 'Client Benefits',
      description: 'How existing clients use our bookkeeping, tax and formation services, and what changes when the books are kept up to date every month.',
      icon: 'handshake',
    },
    {
      title: 'Knowledge Sharing',
      description: 'Practical answers on entity choice, EINs, US tax deadlines and Form 5472, drawn from the questions founders ask us most often.',
      icon: 'book',
    },
    {
      title: "{{siteName}}'s Role",
      description: 'Where our team fits in: forming the company, keeping the books, preparing the returns and setting up Zoho so owners can focus on their business.',
      icon: 'users',
    },
  ],
  slides: eventPhotos.carousel,
  photos: eventPhotos.gallery,
  testimonial: {
    text: 'The live Zoho Books demo was the most useful part for me. Seeing a bank reconciliation done start to finish answered questions I had been stuck on for months, and the Form 5472 session explained a filing I did not know my LLC needed.',
    author: 'Nirav P.',
    company: 'Kestrel Exports LLC',
    rating: 5,
    source: 'Event feedback',
  },
};
