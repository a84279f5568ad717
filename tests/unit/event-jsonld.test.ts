import { event } from '../../shared/content/generated/event';
import { eventJsonLd } from '../../shared/meta/json-ld';
import { handle } from '../../shared/routes/event/page';
import { testConfig } from '../support/render-page';

const config = testConfig;

describe('event JSON-LD', () => {
  it('describes the Ahmedabad meetup as a scheduled, in-person schema.org Event', () => {
    expect(eventJsonLd(event, config)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: 'US Incorporation & Zoho Books and Payroll Meetup',
      description: event.metaDescription,
      startDate: '2025-09-03',
      endDate: '2025-09-03',
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: {
        '@type': 'Place',
        name: event.venue,
        address: { '@type': 'PostalAddress', addressLocality: 'Ahmedabad', addressRegion: 'Gujarat', addressCountry: 'IN' },
      },
      organizer: { '@type': 'Organization', name: 'Ledgerline', url: 'https://www.example.com/' },
      image: ['https://www.example.com/images/event/photo-02-960.webp'],
    });
  });

  it('follows the configured firm name and site URL', () => {
    const json = eventJsonLd(event, { ...config, siteName: 'Acme Books', siteUrl: 'https://acme.example' }) as {
      organizer: { name: string; url: string };
      image: string[];
    };
    expect(json.organizer).toEqual({ '@type': 'Organization', name: 'Acme Books', url: 'https://acme.example/' });
    expect(json.image[0]).toMatch(/^https:\/\/acme\.example\/images\/event\/photo-\d\d-960\.webp$/);
  });

  it('is part of the event page meta, with a description of at most 160 characters', () => {
    const meta = handle.meta!({ pathname: '/events/zoho-books-ahmedabad', config, data: undefined, params: {} });
    expect(meta.path).toBe('/events/zoho-books-ahmedabad');
    expect(meta.description.length).toBeLessThanOrEqual(160);
    expect(meta.jsonLd).toEqual([eventJsonLd(event, config)]);
  });
});
