import { Icon } from '../../components/Icon';
import type { Testimonial } from '../../content/types';
import { rating } from '../../content/generated/site';
import { fillSlots } from '../../format/fill-slots';

export function EventTestimonial({ heading, testimonial, fill }: { heading: string; testimonial: Testimonial; fill: (text: string) => string }) {
  return (
    <section className="container section event-testimonial" aria-labelledby="event-testimonial-heading">
      <h2 id="event-testimonial-heading">{heading}</h2>
      <figure className="event-quote">
        <p className="event-quote__rating">
          {Array.from({ length: testimonial.rating }, (_, i) => (
            <Icon key={i} name="star" size={20} filled />
          ))}
          <span className="visually-hidden">{fillSlots(rating, { rating: String(testimonial.rating), outOf: '5' })}</span>
        </p>
        <blockquote>
          <p>{fill(testimonial.text)}</p>
        </blockquote>
        <figcaption>
          <strong>{testimonial.author}</strong>, {testimonial.company}
          <span className="event-quote__source">{testimonial.source}</span>
        </figcaption>
      </figure>
    </section>
  );
}
