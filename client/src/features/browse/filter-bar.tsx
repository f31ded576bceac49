import { useCallback, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearch } from 'wouter';
import { useDismiss } from '../../ui/use-dismiss.ts';
import { useFilterLabel } from './filter-labels.ts';
import { filterChips, filterSections, type GameListKind, withoutFilters } from './game-filters.ts';

// The filter menu of a game list (spec 2): a button opens mode, play circle and language; what is active shows
// as chips, each removable. Every choice is an address, so a filtered list can be shared and goes back with Back.

const SECTION_TITLES = {
  mode: 'browse.filterMode',
  circle: 'browse.filterCircle',
  language: 'browse.filterLanguage',
} as const;

export function FilterBar({ kind }: { kind: GameListKind }) {
  const { t } = useTranslation();
  const [path, navigate] = useLocation();
  const search = useSearch();
  const labelOf = useFilterLabel();
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const chips = filterChips(kind, path, search);

  useDismiss(open, root, close);

  return (
    <div className="filter-bar" ref={root}>
      <button
        type="button"
        className="button button--ghost button--small filter-bar__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
          <path d="M4 6h16M7 12h10M10 18h4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        {t('browse.filters')}
        {chips.length > 0 && (
          <span className="filter-bar__count" aria-hidden="true">
            {chips.length}
          </span>
        )}
      </button>
      {open && (
        <div id={panelId} className="filter-menu" role="group" aria-label={t('browse.filters')}>
          {filterSections(kind, path, search).map((section) => (
            <fieldset key={section.dimension} className="filter-menu__section">
              <legend className="filter-menu__legend">{t(SECTION_TITLES[section.dimension])}</legend>
              <div className="filter-menu__options">
                {section.options.map((option) => (
                  <button
                    key={option.value}
                    type="button"
                    className="filter-option"
                    aria-pressed={option.selected}
                    onClick={() => navigate(option.href)}
                  >
                    {labelOf(option)}
                  </button>
                ))}
              </div>
            </fieldset>
          ))}
        </div>
      )}
      {chips.length > 0 && (
        <ul className="filter-chips" aria-label={t('browse.activeFilters')}>
          {chips.map((chip) => {
            const label = labelOf(chip);
            return (
              <li key={`${chip.dimension}:${chip.value}`} className="filter-chip">
                <span>{label}</span>
                <button
                  type="button"
                  className="filter-chip__remove"
                  aria-label={t('browse.removeFilter', { filter: label })}
                  onClick={() => navigate(chip.href)}
                >
                  <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true">
                    <path d="M4 4l8 8M12 4l-8 8" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
                  </svg>
                </button>
              </li>
            );
          })}
          {chips.length > 1 && (
            <li>
              <Link href={withoutFilters(kind, path, search)} className="filter-chips__clear">
                {t('browse.clearFilters')}
              </Link>
            </li>
          )}
        </ul>
      )}
    </div>
  );
}
