import { figures } from '../../content/generated/franchise-tax';
import { formatLongDate } from '../../format/long-date';

/** Every Delaware figure the estimate uses, with the day it was last confirmed and the page that states it. */
export function FiguresTable() {
  return (
    <section className="tool-figures" aria-labelledby="ft-figures-heading">
      <h2 id="ft-figures-heading">{figures.heading}</h2>
      <p>{figures.lede}</p>
      <div className="tool-table-scroll" role="region" aria-labelledby="ft-figures-heading" tabIndex={0}>
        <table className="tool-table">
          <thead>
            <tr>
              <th scope="col">{figures.columns.figure}</th>
              <th scope="col">{figures.columns.value}</th>
              <th scope="col">{figures.columns.asOf}</th>
              <th scope="col">{figures.columns.source}</th>
            </tr>
          </thead>
          <tbody>
            {Object.values(figures.items).map((figure) => (
              <tr key={figure.fact}>
                <th scope="row">{figure.label}</th>
                <td>{figure.display}</td>
                <td>{formatLongDate(figure.asOf)}</td>
                <td>
                  <a href={figure.source} rel="noopener">
                    {figure.source.replace(/^https:\/\//, '')}
                  </a>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
