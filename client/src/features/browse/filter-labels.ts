import type { Language } from '@plw/shared/constants';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { CircleFlag, FilterOption } from './game-filters.ts';
import { languageLabel } from '../../kits/game-card/index.ts';

const CIRCLE_LABELS: Record<CircleFlag, 'browse.circleLocal' | 'browse.circleTransit' | 'browse.circleLessons'> = {
  localcircle: 'browse.circleLocal',
  transitgames: 'browse.circleTransit',
  supportinglessons: 'browse.circleLessons',
};

/** The words for a filter option in the reader's language. */
export function useFilterLabel(): (option: Pick<FilterOption, 'dimension' | 'value'>) => string {
  const { t, i18n } = useTranslation();
  return useCallback(
    ({ dimension, value }) => {
      if (dimension === 'mode') return t(value === 'RAPID' ? 'browse.modeRapid' : 'browse.modeDaily');
      if (dimension === 'circle') return t(CIRCLE_LABELS[value as CircleFlag]);
      return languageLabel(value as Language, i18n.language);
    },
    [t, i18n.language],
  );
}
