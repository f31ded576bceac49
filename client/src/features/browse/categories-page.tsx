import { LANGUAGES } from '@plw/shared/constants';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { PageHeader } from '../../ui/page-header.tsx';
import { BrowseTabs } from './browse-tabs.tsx';
import { languageEndonym, languageLabel } from '../../kits/game-card/index.ts';
import './browse.css';

// /home/categories: the play circles and the six languages, each a way into a game list.

const CIRCLES = [
  { href: '/daily', label: 'browse.circleDaily', hint: 'browse.circleDailyHint', tone: 'daily' },
  { href: '/rapid', label: 'browse.circleRapid', hint: 'browse.circleRapidHint', tone: 'rapid' },
  { href: '/local-circle', label: 'browse.circleLocal', hint: 'browse.circleLocalHint', tone: 'local' },
  { href: '/transit-games', label: 'browse.circleTransit', hint: 'browse.circleTransitHint', tone: 'transit' },
  { href: '/supporting-lessons', label: 'browse.circleLessons', hint: 'browse.circleLessonsHint', tone: 'lessons' },
] as const;

export default function CategoriesPage() {
  const { t, i18n } = useTranslation();
  return (
    <>
      <PageHeader title={t('pages.categories')} />
      <BrowseTabs />
      <section className="browse-section" aria-labelledby="play-circles">
        <h2 id="play-circles" className="browse-section__title">
          {t('browse.playCircles')}
        </h2>
        <ul className="category-grid">
          {CIRCLES.map((circle) => (
            <li key={circle.href}>
              <Link href={circle.href} className={`category-tile category-tile--${circle.tone}`}>
                <span className="category-tile__label">{t(circle.label)}</span>
                <span className="category-tile__hint">{t(circle.hint)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <section className="browse-section" aria-labelledby="game-languages">
        <h2 id="game-languages" className="browse-section__title">
          {t('browse.languages')}
        </h2>
        <ul className="category-grid category-grid--languages">
          {LANGUAGES.map((language) => (
            <li key={language.code}>
              <Link
                href={`/daily?${new URLSearchParams({ language: language.name }).toString()}`}
                className="category-tile category-tile--language"
              >
                <span className="category-tile__label">{languageLabel(language.name, i18n.language)}</span>
                <span className="category-tile__hint" lang={language.code} dir={language.dir}>
                  {languageEndonym(language.name)}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
