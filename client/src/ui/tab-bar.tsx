import './tab-bar.css';

export interface Tab<N extends string> {
  name: N;
  label: string;
  /** How many things the tab holds, shown beside its label. */
  count?: number;
}

/**
 * Tabs that switch what one page shows, without an address of their own (TabLinks is for tabs that are links).
 * The selected one carries aria-selected.
 */
export function TabBar<N extends string>({ tabs, selected, onSelect }: {
  tabs: readonly Tab<N>[];
  selected: N;
  onSelect: (name: N) => void;
}) {
  return (
    <div className="tab-bar" role="tablist">
      {tabs.map((tab) => (
        <button
          key={tab.name}
          type="button"
          role="tab"
          aria-selected={selected === tab.name}
          className={selected === tab.name ? 'tab-bar__tab tab-bar__tab--active' : 'tab-bar__tab'}
          onClick={() => onSelect(tab.name)}
        >
          {tab.label}
          {tab.count !== undefined && <span className="tab-bar__count">{tab.count}</span>}
        </button>
      ))}
    </div>
  );
}
