export interface StatTile {
  label: string;
  value: string;
  /** The tile that matters most on the page, drawn larger. */
  lead?: boolean;
  /** The value is words (e.g. not ranked yet), not a figure: drawn small. */
  words?: boolean;
}

/** A row of figures, each a big number over its label; wraps to two columns on a phone. */
export function StatTiles({ items }: { items: readonly StatTile[] }) {
  return (
    <dl className="stat-tiles">
      {items.map((item) => (
        <div key={item.label} className={item.lead ? 'stat-tile stat-tile--lead' : 'stat-tile'}>
          <dt className="stat-tile__label">{item.label}</dt>
          <dd className={item.words ? 'stat-tile__value stat-tile__value--words' : 'stat-tile__value'}>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
